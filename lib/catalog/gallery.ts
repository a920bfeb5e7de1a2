/** The pictures of a product in order: the main image, then the gallery, without repeats. */
export function galleryOf(product: { imageUrl: string; images: readonly string[] }): string[] {
  return [...new Set([product.imageUrl, ...product.images].filter((u) => u.trim() !== ""))];
}

/** Wraps around both ways, so "next" on the last picture shows the first. */
export function stepIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}

/**
 * An address at another site; our own uploads and files are paths ("/uploads/…"). The page
 * policy shows no picture from there: the server fetches and stores it when the product is saved.
 */
export const isOutsideAddress = (url: string) => /^https?:\/\//i.test(url);
