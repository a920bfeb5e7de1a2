// What opens only on a tap (the cart panel and the dialogs), loaded apart from the product
// grid so that a phone paints the shop before downloading them.
export { AddToCartDialog } from "./add-to-cart-dialog";
export { CartPopover } from "./cart-popover";
export { CheckoutDialog } from "./checkout-dialog";
export { ProductDetailDialog } from "./product-detail-dialog";
