"use client";

import { Loader2 } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/select";
import type { ProductOption } from "@/lib/community/types";

/** All Products or one: kept in the address (?product=…) so the stats and list follow it. */
export function ProductFilter({ products, value }: { products: ProductOption[]; value: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const t = useTranslations("customer.reviews");

  return (
    <Field id="review-filter" label={t("filter")} hideLabel className="w-full sm:w-72">
      {(control) => (
        <div className="flex items-center gap-2">
          <NativeSelect
            {...control}
            value={value}
            onChange={(e) => {
              const product = e.target.value;
              startTransition(() =>
                router.replace(product ? `${pathname}?product=${product}` : pathname, {
                  scroll: false,
                }),
              );
            }}
            placeholder={t("allProducts")}
            options={products.map((p) => ({ value: p.id, label: p.name }))}
            data-testid="review-filter"
          />
          {pending && (
            <Loader2
              className="text-muted-foreground size-4 shrink-0 animate-spin"
              aria-label={t("filtering")}
            />
          )}
        </div>
      )}
    </Field>
  );
}
