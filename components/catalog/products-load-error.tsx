"use client";

import { useEffect } from "react";
import { notify } from "@/components/ui/toast";
import { LOAD_PRODUCTS_BANNER, LOAD_PRODUCTS_FAILED } from "@/lib/catalog/messages";
import { cn } from "@/lib/utils";

/**
 * SPEC §8 when the product list could not be loaded, on the shop and on the admin's product
 * screen: the 'Failed to load products' toast and the banner asking to refresh.
 */
export function ProductsLoadError({ className }: { className?: string }) {
  useEffect(() => {
    const timer = setTimeout(() => notify.error(LOAD_PRODUCTS_FAILED), 50);
    return () => clearTimeout(timer);
  }, []);

  return (
    <p
      role="alert"
      className={cn(
        "border-destructive/30 bg-destructive/10 text-destructive rounded-lg border p-3 text-sm",
        className,
      )}
      data-testid="load-error"
    >
      {LOAD_PRODUCTS_BANNER}
    </p>
  );
}
