"use client";

import Image from "next/image";
import { useState } from "react";
import { cn } from "@/lib/utils";
import { PLACEHOLDER_IMAGE } from "@/lib/catalog/placeholder";
import { IMAGE_LOAD_FAILED } from "@/lib/catalog/messages";
import { useText } from "@/components/i18n/use-text";

type Props = {
  src: string | null | undefined;
  alt: string;
  /** Which width the picture takes on screen, so the browser picks a fitting size. */
  sizes: string;
  className?: string;
  priority?: boolean;
  /** The admin sees 'Failed to load' on a broken image; customers see the placeholder. */
  brokenAs?: "placeholder" | "text";
};

/**
 * A product picture filling its (relative) box. Our uploads are resized per screen by the
 * image optimizer; the placeholder and other sites' pictures are shown as they are.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  className,
  priority,
  brokenAs = "placeholder",
}: Props) {
  const text = useText();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  if (broken && brokenAs === "text" && src) {
    return (
      <div className="bg-muted text-muted-foreground absolute inset-0 flex items-center justify-center p-1 text-center text-xs">
        {text(IMAGE_LOAD_FAILED)}
      </div>
    );
  }
  const actual = broken ? PLACEHOLDER_IMAGE : src;
  return (
    <Image
      src={actual}
      alt={alt}
      fill
      sizes={sizes}
      // Next 16 deprecates `priority`: the first pictures on screen load eagerly instead.
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      unoptimized={!actual.startsWith("/uploads/")}
      onError={() => setFailedSrc(src ?? null)}
      className={cn("object-cover", className)}
      data-testid="product-image"
    />
  );
}
