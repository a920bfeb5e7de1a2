"use client";

import { PackageOpen } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { InboxBell } from "@/components/inbox/inbox-bell";
import { ProductsLoadError } from "@/components/catalog/products-load-error";
import { BackLink } from "@/components/layout/back-link";
import { useFirstInteraction } from "@/components/layout/use-first-interaction";
import { useLoaded } from "@/components/layout/use-loaded";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { notify } from "@/components/ui/toast";
import { EmptyState } from "@/components/ui/empty-state";
import { reconcileCart } from "@/lib/catalog/cart";
import { productCents } from "@/lib/catalog/product-money";
import type { ProductDto } from "@/lib/catalog/types";
import { dirOf } from "@/lib/i18n/locales";
import { api } from "@/lib/http/fetcher";
import { CartButton } from "./cart-button";
import type { ShopInfo } from "./checkout-dialog";
import { ProductCard } from "./product-card";
import { ALL_TAB, inTab, shopTabs } from "./shop-tabs";
import { useCart } from "./use-cart";
import { CART_EMPTY, CART_EMPTY_DETAIL } from "@/lib/catalog/messages";

type Props = {
  initialProducts: ProductDto[];
  loadFailed: boolean;
  shop: ShopInfo;
  username: string;
  userId: string;
};

const loadPanels = () => import("./shop-panels");

const asCartProducts = (products: ProductDto[]) =>
  products.map((p) => ({ id: p.id, name: p.name, stock: p.stock, ...productCents(p) }));

/** SPEC §2 'Our Products': category tabs, the product grid, details, cart and checkout. */
export function ShopScreen({ initialProducts, loadFailed, shop, username, userId }: Props) {
  const t = useTranslations("shop.screen");
  const text = useText();
  // Radix tabs move with the arrow keys the reading way only when told the page's direction.
  const dir = dirOf(useLocale());
  const [products, setProducts] = useState(initialProducts);
  const [tab, setTab] = useState(ALL_TAB);
  const [detail, setDetail] = useState<ProductDto | null>(null);
  const [adding, setAdding] = useState<ProductDto | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [cart, setCart] = useCart(`punchcard-cart:${userId}`);
  const cartButton = useRef<HTMLButtonElement>(null);
  const cartPanelId = useId();
  const tabs = shopTabs(products, {
    all: t("allProducts"),
    other: t("other"),
    category: t("category"),
  });
  // The cart panel and the dialogs load at the customer's first touch or key, not when the page
  // turns idle: mounting them then blocked a phone's main thread for half a second while the
  // shop was still settling. A tap before they arrive opens its panel as soon as they do; the
  // cart button is the shop's own, never swapped for the panel's (cart-popover.tsx says why).
  const touched = useFirstInteraction();
  const panels = useLoaded(
    loadPanels,
    touched || cartOpen || checkoutOpen || detail !== null || adding !== null,
  );

  /** Opening the cart re-checks it against the shop as it is now (stock, prices, hidden). */
  async function openCart(open: boolean) {
    setCartOpen(open);
    if (!open || cart.length === 0) return;
    try {
      const fresh = await api<ProductDto[]>("/products");
      setProducts(fresh);
      const { cart: checked, changed } = reconcileCart(cart, asCartProducts(fresh));
      if (changed) {
        setCart(checked);
        notify.info(t("cartUpdated"), t("cartUpdatedDetail"));
      }
    } catch {
      // Offline: the stored cart is shown as it is; checkout is by message anyway.
    }
  }

  function checkout() {
    if (cart.length === 0) {
      notify.error(text(CART_EMPTY), text(CART_EMPTY_DETAIL));
      return;
    }
    setCartOpen(false);
    setCheckoutOpen(true);
  }

  return (
    <main
      className="mx-auto w-full max-w-7xl px-4 pb-10 sm:px-6"
      data-testid="shop"
      // Whether the panels' code has arrived: a browser test presses the cart button while it loads.
      data-panels={panels ? "loaded" : "pending"}
    >
      <header className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-30 -mx-4 flex items-center justify-between gap-3 border-b px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <BackLink href="/user/dashboard" label={t("back")} className="-ms-2 px-2" testId="back" />
        <h1 className="truncate text-lg font-bold sm:text-xl">{t("title")}</h1>
        <div className="flex shrink-0 items-center gap-2">
          <InboxBell />
          <CartButton
            ref={cartButton}
            cart={cart}
            aria-haspopup="dialog"
            aria-expanded={cartOpen}
            aria-controls={cartOpen && panels ? cartPanelId : undefined}
            data-state={cartOpen ? "open" : "closed"}
            onClick={() => void openCart(!cartOpen)}
          />
          {panels && (
            <panels.CartPopover
              anchor={cartButton}
              id={cartPanelId}
              cart={cart}
              currency={shop.currency}
              onCartChange={setCart}
              open={cartOpen}
              onOpenChange={openCart}
              onCheckout={checkout}
            />
          )}
        </div>
      </header>

      {loadFailed && <ProductsLoadError className="mt-4" />}

      {!loadFailed && products.length === 0 ? (
        <Empty text={t("empty")} />
      ) : (
        <Tabs value={tab} onValueChange={setTab} dir={dir} className="mt-4 gap-4">
          <TabsList
            aria-label={t("categories")}
            className="w-full sm:w-fit"
            data-testid="category-tabs"
          >
            {tabs.map((each) => (
              <TabsTrigger key={each.value} value={each.value} data-testid="category-tab">
                <span dir="auto" className="max-w-48 truncate" title={each.label}>
                  {each.label}
                </span>
                <span className="bg-muted-foreground/15 rounded-full px-1.5 text-xs tabular-nums">
                  {each.count}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((each) => {
            const shown = products.filter((p) => inTab(p, each.value));
            return (
              <TabsContent key={each.value} value={each.value}>
                {shown.length === 0 ? (
                  <Empty text={t("emptyCategory")} />
                ) : (
                  <div
                    className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
                    data-testid="product-grid"
                  >
                    {shown.map((product, i) => (
                      <ProductCard
                        key={product.id}
                        product={product}
                        currency={shop.currency}
                        // On a phone only the first picture is on screen at first; fetching more
                        // at high priority would slow it down. The browser raises the others
                        // that are in view (a wider screen's first row) once it has laid them out.
                        priority={i === 0}
                        onOpen={setDetail}
                        onAdd={setAdding}
                      />
                    ))}
                  </div>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      )}

      {panels && (
        <>
          <panels.ProductDetailDialog
            product={detail}
            currency={shop.currency}
            onClose={() => setDetail(null)}
            onAdd={(product) => {
              setDetail(null);
              setAdding(product);
            }}
          />
          <panels.AddToCartDialog
            product={adding}
            currency={shop.currency}
            cart={cart}
            onCartChange={setCart}
            onClose={() => setAdding(null)}
          />
          <panels.CheckoutDialog
            open={checkoutOpen}
            onOpenChange={setCheckoutOpen}
            cart={cart}
            shop={shop}
            username={username}
          />
        </>
      )}
    </main>
  );
}

function Empty({ text }: { text: string }) {
  return <EmptyState bare icon={<PackageOpen />} title={text} data-testid="empty-state" />;
}
