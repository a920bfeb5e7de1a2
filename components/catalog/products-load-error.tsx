"use client";

import { useEffect } from "react";
import { useText } from "@/components/i18n/use-text";
import { notify } from "@/components/ui/toast";
import { LOAD_PRODUCTS_BANNER, LOAD_PRODUCTS_FAILED } from "@/lib/catalog/messages";
import { cn } from "@/lib/utils";

/**
 * SPEC §8 when the product list could not be loaded, on the shop and on the admin's product
 * screen: the 'Failed to load products' toast and the banner asking to refresh.
 */
export function ProductsLoadError({ className }: { className?: string }) {
  const text = useText();
  const failed = text(LOAD_PRODUCTS_FAILED);
  useEffect(() => {
    const timer = setTimeout(() => notify.error(failed), 50);
    return () => clearTimeout(timer);
  }, [failed]);

  return (
    <p
      role="alert"
      className={cn(
        "border-destructive/30 bg-destructive/10 text-destructive rounded-lg border p-3 text-sm",
        className,
      )}
      data-testid="load-error"
    >
      {text(LOAD_PRODUCTS_BANNER)}
    </p>
  );
}
