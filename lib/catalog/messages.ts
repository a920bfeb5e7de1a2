import { m } from "../i18n/text.ts";

/**
 * Product, cart, upload, category and inventory sentences (SPEC.md §5 and §8), as keys of the
 * `errors` catalogue (messages/<locale>/errors.json; English is SPEC.md's words). Safe in client
 * components: a screen shows them with useText(), an API answer is translated by route().
 */
export const PRODUCT_NOT_FOUND = "errors.catalog.productNotFound";
export const CATEGORY_NOT_FOUND = "errors.catalog.categoryNotFound";
export const CATEGORY_NAME_TAKEN = "errors.catalog.categoryNameTaken";
export const INVENTORY_ITEM_NOT_FOUND = "errors.catalog.inventoryItemNotFound";
export const CATEGORY_NAME_REQUIRED = "errors.catalog.categoryNameRequired";

export const LOAD_PRODUCTS_FAILED = "errors.catalog.loadProductsFailed";
export const LOAD_PRODUCTS_BANNER = "errors.catalog.loadProductsBanner";
/** What the admin sees in place of a broken image (customers see the placeholder). */
export const IMAGE_LOAD_FAILED = "errors.catalog.imageLoadFailed";

export const SELECT_FLAVOR = "errors.catalog.selectFlavor";
export const SELECT_FLAVOR_DETAIL = "errors.catalog.selectFlavorDetail";
export const NOT_ENOUGH_STOCK = "errors.catalog.notEnoughStock";
export const onlyAvailable = (count: number) => m("errors.catalog.onlyAvailable", { count });
/** Instead of "Only 0 items available" when the cart itself holds the whole stock. */
export const cartHasAll = (count: number) => m("errors.catalog.cartHasAll", { count });
export const CART_EMPTY = "errors.catalog.cartEmpty";
export const CART_EMPTY_DETAIL = "errors.catalog.cartEmptyDetail";
export const ADDED_TO_CART = "errors.catalog.addedToCart";
export const ORDER_COPIED = "errors.catalog.orderCopied";

// The admin's product toasts (SPEC.md §8); the product's name is the line under each.
export const PRODUCT_ADDED = "errors.catalog.productAdded";
export const PRODUCT_UPDATED = "errors.catalog.productUpdated";
export const PRODUCT_DELETED = "errors.catalog.productDeleted";
export const PRODUCT_SHOWN = "errors.catalog.productShown";
export const PRODUCT_HIDDEN = "errors.catalog.productHidden";

export const SAVE_CATEGORY_FAILED = "errors.catalog.saveCategoryFailed";
export const MOVE_PRODUCT_FAILED = "errors.catalog.moveProductFailed";
export const LOAD_INVENTORY_FAILED = "errors.catalog.loadInventoryFailed";
export const ADD_INVENTORY_FAILED = "errors.catalog.addInventoryFailed";
export const DELETE_INVENTORY_FAILED = "errors.catalog.deleteInventoryFailed";

export const UPLOAD_FAILED = "errors.catalog.uploadFailed";

/** SPEC §5 and §9 upload refusals, said by the API and by the admin screen before sending. */
export const uploadMessages = {
  imageType: "errors.catalog.upload.imageType",
  imageSize: "errors.catalog.upload.imageSize",
  videoType: "errors.catalog.upload.videoType",
  videoSize: "errors.catalog.upload.videoSize",
  missing: "errors.catalog.upload.missing",
  // Admin screen checks before anything is sent.
  notImage: "errors.catalog.upload.notImage",
  notVideo: "errors.catalog.upload.notVideo",
  videoTooLarge: "errors.catalog.upload.videoTooLarge",
  // When the server gives no words of its own.
  imageFailed: "errors.catalog.upload.imageFailed",
  videoFailed: "errors.catalog.upload.videoFailed",
} as const;
