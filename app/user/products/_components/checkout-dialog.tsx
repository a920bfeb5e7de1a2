"use client";

import { Check, Copy, ExternalLink } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useCopy } from "@/components/ui/copy-text";
import { notify } from "@/components/ui/toast";
import type { CartItem } from "@/lib/catalog/cart";
import { orderText } from "@/lib/catalog/order-text";
import type { Translate } from "@/lib/i18n/text";
import { CART_EMPTY, CART_EMPTY_DETAIL, ORDER_COPIED } from "@/lib/catalog/messages";
import { COPY_FAILED, TRY_AGAIN } from "@/lib/ui/messages";

export type ShopInfo = {
  name: string;
  ownerHandle: string;
  ownerUrl: string;
  messagingApp: string;
  /** The shop's currency (ISO 4217): prices are hundredths of it. */
  currency: string;
};

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cart: CartItem[];
  shop: ShopInfo;
  username: string;
};

/** SPEC §2 'Complete Your Order!': copy the order, send it to the owner, wait for confirmation. */
export function CheckoutDialog({ open, onOpenChange, cart, shop, username }: Props) {
  const t = useTranslations("shop.checkout");
  const shopT = useTranslations("shop");
  const locale = useLocale();
  const say = useText();
  const { copied, copy: copyNow } = useCopy();
  const owner = { handle: shop.ownerHandle, app: shop.messagingApp };
  // In the customer's language and the shop's currency: "4,50 €" for a Spanish reader.
  const text = orderText({
    shopName: shop.name,
    username,
    items: cart,
    currency: shop.currency,
    locale,
    t: shopT as unknown as Translate,
  });

  const sendHelp = t.rich("sendHelp", {
    ...owner,
    strong: (chunks) => (
      <strong className="text-foreground">
        <bdi>{chunks}</bdi>
      </strong>
    ),
  });

  async function copy() {
    try {
      await copyNow(text);
      notify.success(say(ORDER_COPIED), t("copiedDetail", owner));
    } catch {
      notify.error(say(COPY_FAILED), say(TRY_AGAIN));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="checkout-dialog">
        <DialogHeader>
          <DialogTitle className="text-xl">
            {cart.length === 0 ? say(CART_EMPTY) : t("title")}
          </DialogTitle>
          <DialogDescription>
            {cart.length === 0 ? say(CART_EMPTY_DETAIL) : t("description", owner)}
          </DialogDescription>
        </DialogHeader>
        {cart.length > 0 && (
          <ol className="space-y-4">
            <Step number={1} title={t("copyTitle")}>
              <pre
                className="bg-muted max-h-48 overflow-auto rounded-md p-3 font-sans text-xs whitespace-pre-wrap"
                data-testid="order-text"
              >
                {text}
              </pre>
              <Button
                className="mt-2 w-full"
                variant={copied ? "secondary" : "default"}
                onClick={copy}
                data-testid="copy-order"
              >
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                {copied ? t("copied") : t("copy")}
              </Button>
            </Step>
            <Step number={2} title={t("sendTitle", owner)}>
              <p className="text-muted-foreground text-sm">{sendHelp}</p>
              <Button asChild variant="outline" className="mt-2 w-full">
                <a
                  href={shop.ownerUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="open-messaging"
                >
                  <ExternalLink aria-hidden />
                  {t("open", owner)}
                </a>
              </Button>
            </Step>
            <Step number={3} title={t("waitTitle")}>
              <p className="text-muted-foreground text-sm">{t("waitHelp")}</p>
            </Step>
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Step({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: React.ReactNode;
}) {
  const t = useTranslations("shop.checkout");
  return (
    <li className="flex gap-3">
      <span
        className="bg-primary text-primary-foreground flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold"
        aria-hidden
      >
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="mb-1 font-semibold">
          <span className="sr-only">{t("step", { number })}</span>
          {title}
        </h3>
        {children}
      </div>
    </li>
  );
}
