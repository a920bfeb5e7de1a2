"use client";

import { PenLine } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ProductOption } from "@/lib/community/types";
import { ProductFilter } from "./product-filter";
import { ReviewForm } from "./review-form";

/** The 'Write a Review' toggle beside the product filter, and the form below them when open. */
export function ReviewComposer({
  buttonLabel,
  products,
  filter,
}: {
  buttonLabel: string;
  products: ProductOption[];
  filter: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button
          size="lg"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          data-testid="review-write"
        >
          <PenLine aria-hidden /> {buttonLabel}
        </Button>
        <ProductFilter products={products} value={filter} />
      </div>
      {open && (
        <ReviewForm
          title={buttonLabel}
          products={products}
          initialProduct={filter}
          onDone={() => setOpen(false)}
        />
      )}
    </div>
  );
}
