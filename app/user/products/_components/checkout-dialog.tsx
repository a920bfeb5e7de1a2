"use client";

import { Check, Copy, ExternalLink } from "lucide-react";
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
import { CART_EMPTY, CART_EMPTY_DETAIL, ORDER_COPIED } from "@/lib/catalog/messages";
import { COPY_FAILED, TRY_AGAIN } from "@/lib/ui/messages";

export type ShopInfo = {
  name: string;
  ownerHandle: string;
  ownerUrl: string;
  messagingApp: string;
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
  const { copied, copy: copyNow } = useCopy();
  const text = orderText({ shopName: shop.name, username, items: cart });

  async function copy() {
    try {
      await copyNow(text);
      notify.success(ORDER_COPIED, `Now send it to ${shop.ownerHandle} on ${shop.messagingApp}`);
    } catch {
      notify.error(COPY_FAILED, TRY_AGAIN);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="checkout-dialog">
        <DialogHeader>
          <DialogTitle className="text-xl">
            {cart.length === 0 ? CART_EMPTY : "Complete Your Order!"}
          </DialogTitle>
          <DialogDescription>
            {cart.length === 0
              ? CART_EMPTY_DETAIL
              : `Orders are placed by message: send your order to ${shop.ownerHandle} on ${shop.messagingApp}.`}
          </DialogDescription>
        </DialogHeader>
        {cart.length > 0 && (
          <ol className="space-y-4">
            <Step number={1} title="Copy your order details">
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
                {copied ? "Copied!" : "Copy Order Details"}
              </Button>
            </Step>
            <Step number={2} title={`Send them to ${shop.ownerHandle}`}>
              <p className="text-muted-foreground text-sm">
                Paste the order in a message to{" "}
                <strong className="text-foreground">{shop.ownerHandle}</strong> on{" "}
                {shop.messagingApp}.
              </p>
              <Button asChild variant="outline" className="mt-2 w-full">
                <a
                  href={shop.ownerUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="open-messaging"
                >
                  <ExternalLink aria-hidden />
                  Open {shop.messagingApp}
                </a>
              </Button>
            </Step>
            <Step number={3} title="Wait for confirmation">
              <p className="text-muted-foreground text-sm">
                We will confirm your order and arrange delivery or pickup with you.
              </p>
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
          <span className="sr-only">Step {number}: </span>
          {title}
        </h3>
        {children}
      </div>
    </li>
  );
}
