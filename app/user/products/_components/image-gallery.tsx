"use client";

import { ChevronLeft, ChevronRight, ZoomIn } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ProductImage } from "@/components/catalog/product-image";
import { Button } from "@/components/ui/button";
import { stepIndex } from "@/lib/catalog/gallery";
import { cn } from "@/lib/utils";
import { ZoomDialog } from "./zoom-dialog";

/** The detail dialog's pictures: one large, previous/next, a counter, thumbnails and zoom. */
export function ImageGallery({ pictures, name }: { pictures: string[]; name: string }) {
  const t = useTranslations("shop.gallery");
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const many = pictures.length > 1;
  const current = pictures[index] ?? pictures[0] ?? null;

  return (
    <div className="flex flex-col gap-2" data-testid="gallery">
      <div className="bg-muted relative aspect-square w-full overflow-hidden rounded-lg">
        <button
          type="button"
          className="absolute inset-0 cursor-zoom-in"
          onClick={() => setZoomed(true)}
          aria-label={t("zoom")}
          data-testid="gallery-zoom"
        >
          <ProductImage
            key={current}
            src={current}
            alt={t("picture", { name, number: index + 1 })}
            sizes="(min-width: 768px) 400px, 90vw"
            priority
          />
        </button>
        <span
          className="pointer-events-none absolute end-2 top-2 rounded-md bg-black/60 p-1.5 text-white"
          aria-hidden
        >
          <ZoomIn className="size-4" />
        </span>
        {many && (
          <>
            <Button
              variant="secondary"
              size="icon"
              className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full opacity-90 shadow"
              onClick={() => setIndex((i) => stepIndex(i, -1, pictures.length))}
              aria-label={t("previous")}
              data-testid="gallery-prev"
            >
              <ChevronLeft aria-hidden />
            </Button>
            <Button
              variant="secondary"
              size="icon"
              className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full opacity-90 shadow"
              onClick={() => setIndex((i) => stepIndex(i, 1, pictures.length))}
              aria-label={t("next")}
              data-testid="gallery-next"
            >
              <ChevronRight aria-hidden />
            </Button>
            <span
              className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-black/60 px-2.5 py-0.5 text-xs font-medium text-white"
              data-testid="gallery-counter"
            >
              {t("counter", { number: index + 1, total: pictures.length })}
            </span>
          </>
        )}
      </div>
      {many && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t("pictures")}>
          {pictures.map((picture, i) => (
            <li key={picture} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t("show", { number: i + 1 })}
                aria-current={i === index}
                className={cn(
                  "relative block size-14 overflow-hidden rounded-md border-2 sm:size-16",
                  i === index
                    ? "border-primary"
                    : "border-transparent opacity-70 hover:opacity-100",
                )}
                data-testid="gallery-thumb"
              >
                <ProductImage src={picture} alt="" sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ZoomDialog
        open={zoomed}
        onOpenChange={setZoomed}
        pictures={pictures}
        index={index}
        onIndexChange={setIndex}
        name={name}
      />
    </div>
  );
}
