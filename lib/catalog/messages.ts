/** Product, cart, upload, category and inventory sentences (SPEC.md §5 and §8). Plain strings, safe in client components. */
export const PRODUCT_NOT_FOUND = "Product not found";
export const CATEGORY_NOT_FOUND = "Category not found";
export const CATEGORY_NAME_TAKEN = "A category with this name already exists";
export const INVENTORY_ITEM_NOT_FOUND = "Inventory item not found";
export const CATEGORY_NAME_REQUIRED = "Category name is required";

export const LOAD_PRODUCTS_FAILED = "Failed to load products";
export const LOAD_PRODUCTS_BANNER = "Failed to load products. Please refresh the page.";
/** What the admin sees in place of a broken image (customers see the placeholder). */
export const IMAGE_LOAD_FAILED = "Failed to load";

export const SELECT_FLAVOR = "Select a Flavor";
export const SELECT_FLAVOR_DETAIL = "Please choose a flavor before adding to cart";
export const NOT_ENOUGH_STOCK = "Not Enough Stock";
export const onlyAvailable = (count: number) => `Only ${count} items available`;
/** Instead of "Only 0 items available" when the cart itself holds the whole stock. */
export const cartHasAll = (count: number) => `Your cart already has all ${count}`;
export const CART_EMPTY = "Cart is Empty";
export const CART_EMPTY_DETAIL = "Add some items to your cart first";
export const ADDED_TO_CART = "Added to Cart!";
export const ORDER_COPIED = "Order Copied!";

// The admin's product toasts (SPEC.md §8); the product's name is the line under each.
export const PRODUCT_ADDED = "Product Added";
export const PRODUCT_UPDATED = "Product Updated";
export const PRODUCT_DELETED = "Product Deleted";
export const PRODUCT_SHOWN = "Product Shown";
export const PRODUCT_HIDDEN = "Product Hidden";

export const SAVE_CATEGORY_FAILED = "Failed to save category";
export const MOVE_PRODUCT_FAILED = "Failed to move product";
export const LOAD_INVENTORY_FAILED = "Failed to load inventory data";
export const ADD_INVENTORY_FAILED = "Failed to add inventory item";
export const DELETE_INVENTORY_FAILED = "Failed to delete inventory item";

export const UPLOAD_FAILED = "Upload Failed";

/** SPEC §5 and §9 upload refusals, said by the API and by the admin screen before sending. */
export const uploadMessages = {
  imageType: "Invalid file type. Only images are allowed.",
  imageSize: "File too large. Maximum size is 5MB.",
  videoType: "Invalid file type. Only MP4, WebM, MOV, and AVI videos are allowed.",
  videoSize: "File too large. Maximum size is 50MB.",
  missing: "No file uploaded",
  // Admin screen checks before anything is sent.
  notImage: "Please upload an image file",
  notVideo: "Please upload a video file",
  videoTooLarge: "Video must be less than 50MB",
  // When the server gives no words of its own.
  imageFailed: "Failed to upload image. Please try again.",
  videoFailed: "Failed to upload video. Please try again.",
} as const;
