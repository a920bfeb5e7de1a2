/**
 * The picture shown for a product without one (and for a picture that fails to load).
 * Its own module: product pictures are on the customer's screens, and importing it from the
 * validation schemas would ship zod to every phone that opens the shop.
 */
export const PLACEHOLDER_IMAGE = "/placeholder.svg";
