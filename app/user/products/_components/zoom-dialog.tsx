"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { ProductImage } from "@/components/catalog/product-image";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { stepIndex } from "@/lib/catalog/gallery";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pictures: string[];
  index: number;
  onIndexChange: (index: number) => void;
  name: string;
};

/**
 * Full-screen zoom over the detail dialog. Arrow keys change the picture; Escape closes only
 * the zoom (it is its own dialog), leaving the details open.
 */
export function ZoomDialog({ open, onOpenChange, pictures, index, onIndexChange, name }: Props) {
  const t = useTranslations("shop.gallery");
  const many = pictures.length > 1;
  const go = (delta: number) => onIndexChange(stepIndex(index, delta, pictures.length));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="h-dvh max-h-dvh w-screen max-w-none rounded-none border-0 bg-black/95 p-0 text-white sm:max-w-none sm:p-0 [&>[data-slot=dialog-close]]:z-10 [&>[data-slot=dialog-close]]:text-white [&>[data-slot=dialog-close]]:hover:bg-white/15"
        onKeyDown={(e) => {
          if (!many) return;
          // The arrow pointing the reading way goes to the next picture: left in Arabic.
          const forward = getComputedStyle(e.currentTarget).direction === "rtl" ? -1 : 1;
          if (e.key === "ArrowRight") go(forward);
          if (e.key === "ArrowLeft") go(-forward);
        }}
        data-testid="zoom-dialog"
      >
        <DialogTitle className="sr-only">{name}</DialogTitle>
        <DialogDescription className="sr-only">
          {t("zoomHelp", { number: index + 1, total: pictures.length })}
        </DialogDescription>
        <div className="relative h-full w-full">
          <ProductImage
            key={pictures[index]}
            src={pictures[index]}
            alt={t("picture", { name, number: index + 1 })}
            sizes="100vw"
            className="object-contain"
          />
        </div>
        {many && (
          <>
            <Button
              variant="ghost"
              size="icon"
              className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full bg-white/10 text-white hover:bg-white/25 hover:text-white"
              onClick={() => go(-1)}
              aria-label={t("previous")}
            >
              <ChevronLeft aria-hidden className="size-6" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full bg-white/10 text-white hover:bg-white/25 hover:text-white"
              onClick={() => go(1)}
              aria-label={t("next")}
            >
              <ChevronRight aria-hidden className="size-6" />
            </Button>
            <span
              className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-white/15 px-3 py-1 text-sm"
              data-testid="zoom-counter"
            >
              {t("counter", { number: index + 1, total: pictures.length })}
            </span>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
