"use client";

import { Loader2 } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useTransition } from "react";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/select";
import type { ProductOption } from "@/lib/community/types";

/** All Products or one: kept in the address (?product=…) so the stats and list follow it. */
export function ProductFilter({ products, value }: { products: ProductOption[]; value: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  return (
    <Field id="review-filter" label="Filter by product" hideLabel className="w-full sm:w-72">
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
            placeholder="All Products"
            options={products.map((p) => ({ value: p.id, label: p.name }))}
            data-testid="review-filter"
          />
          {pending && (
            <Loader2
              className="text-muted-foreground size-4 shrink-0 animate-spin"
              aria-label="Loading"
            />
          )}
        </div>
      )}
    </Field>
  );
}
