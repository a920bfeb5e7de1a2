"use client";

import { PackageOpen } from "lucide-react";
import { useState } from "react";
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
  const [products, setProducts] = useState(initialProducts);
  const [tab, setTab] = useState(ALL_TAB);
  const [detail, setDetail] = useState<ProductDto | null>(null);
  const [adding, setAdding] = useState<ProductDto | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [cart, setCart] = useCart(`punchcard-cart:${userId}`);
  const tabs = shopTabs(products);
  // The cart panel and the dialogs load at the customer's first touch or key, not when the page
  // turns idle: mounting them then blocked a phone's main thread for half a second while the
  // shop was still settling. A tap before they arrive opens its panel as soon as they do.
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
        notify.info("Cart updated", "Some items changed to match current stock and prices");
      }
    } catch {
      // Offline: the stored cart is shown as it is; checkout is by message anyway.
    }
  }

  function checkout() {
    if (cart.length === 0) {
      notify.error(CART_EMPTY, CART_EMPTY_DETAIL);
      return;
    }
    setCartOpen(false);
    setCheckoutOpen(true);
  }

  return (
    <main className="mx-auto w-full max-w-7xl px-4 pb-10 sm:px-6">
      <header className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-30 -mx-4 flex items-center justify-between gap-3 border-b px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <BackLink href="/user/dashboard" label="Back" className="-ms-2 px-2" testId="back" />
        <h1 className="truncate text-lg font-bold sm:text-xl">Our Products</h1>
        <div className="flex shrink-0 items-center gap-2">
          <InboxBell />
          {panels ? (
            <panels.CartPopover
              cart={cart}
              onCartChange={setCart}
              open={cartOpen}
              onOpenChange={openCart}
              onCheckout={checkout}
            />
          ) : (
            // Until the panel's code is here, a tap opens it as soon as it arrives.
            <CartButton cart={cart} onClick={() => void openCart(true)} />
          )}
        </div>
      </header>

      {loadFailed && <ProductsLoadError className="mt-4" />}

      {!loadFailed && products.length === 0 ? (
        <Empty text="No products available yet" />
      ) : (
        <Tabs value={tab} onValueChange={setTab} className="mt-4 gap-4">
          <TabsList aria-label="Categories" className="w-full sm:w-fit" data-testid="category-tabs">
            {tabs.map((t) => (
              <TabsTrigger key={t.value} value={t.value} data-testid="category-tab">
                <span className="max-w-48 truncate" title={t.label}>
                  {t.label}
                </span>
                <span className="bg-muted-foreground/15 rounded-full px-1.5 text-xs tabular-nums">
                  {t.count}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((t) => {
            const shown = products.filter((p) => inTab(p, t.value));
            return (
              <TabsContent key={t.value} value={t.value}>
                {shown.length === 0 ? (
                  <Empty text="No products in this category" />
                ) : (
                  <div
                    className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
                    data-testid="product-grid"
                  >
                    {shown.map((product, i) => (
                      <ProductCard
                        key={product.id}
                        product={product}
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
            onClose={() => setDetail(null)}
            onAdd={(product) => {
              setDetail(null);
              setAdding(product);
            }}
          />
          <panels.AddToCartDialog
            product={adding}
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
