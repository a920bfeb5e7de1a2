import "./jitless";
import * as z from "zod";
import { PLACEHOLDER_IMAGE } from "@/lib/catalog/placeholder";
import { isUuid } from "@/lib/http/params";
import {
  centsOf,
  dollarsToCents,
  isSafeUrl,
  MAX_DOLLARS,
  numberish,
  optionalText,
  requiredText,
  wholeNumber,
} from "./catalog-fields";

const url = (message: string) =>
  z
    .string()
    .trim()
    .max(2000, "That address is too long")
    .refine((v) => v === "" || isSafeUrl(v), message);

/** SPEC §5: flavors trimmed, blanks dropped; a comma-separated string is accepted too. */
const flavors = z
  .union([
    z.array(z.string().max(100, "A flavor name is too long")),
    z.string().max(5000, "Too many flavors"),
  ])
  .transform((v) => (typeof v === "string" ? v.split(",") : v))
  .transform((list) => [...new Set(list.map((f) => f.trim()).filter((f) => f !== ""))])
  .pipe(z.array(z.string()).max(50, "At most 50 flavors"));

/** Gallery URLs are added only when non-blank. */
const images = z
  .array(url("Gallery images must be uploaded files or web addresses"))
  .max(40, "At most 40 gallery images")
  .transform((list) => list.filter((u) => u !== ""));

/** The contract's `category` is a category id; blank means none. */
const category = z
  .string()
  .nullish()
  .transform((v) => (v == null || v.trim() === "" ? null : v.trim()))
  .refine((v) => v === null || isUuid(v), "That category does not exist");

/** A deal price counts only when above 0: blank, null, 0 or less all mean "no deal" (null). */
const dealPrice = z.preprocess(
  (v) => {
    if (v === undefined) return undefined;
    const n = numberish(v);
    return n === undefined || (typeof n === "number" && n <= 0) ? null : n;
  },
  z
    .number("Deal price must be a number")
    .max(MAX_DOLLARS, "Deal price is too large")
    .transform(centsOf("Deal price"))
    // A price above 0 that is no whole cent (0.000000001) is 0 cents: no deal either.
    .transform((cents) => (cents === 0 ? null : cents))
    .nullable()
    .optional(),
);

export const DEAL_ABOVE_PRICE = "Deal price must be lower than the price";

/** A deal is a discount: one at or above the price would show customers a "deal" costing more. */
export function dealBelowPrice(priceCents: number, dealPriceCents: number | null): boolean {
  return dealPriceCents === null || dealPriceCents < priceCents;
}

function checkDeal(
  v: { price?: number | undefined; dealPrice?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (v.price === undefined || v.dealPrice === undefined) return;
  if (!dealBelowPrice(v.price, v.dealPrice))
    ctx.addIssue({ code: "custom", path: ["dealPrice"], message: DEAL_ABOVE_PRICE });
}

const fields = {
  name: requiredText("Product name is required", 200, "Product name is too long"),
  description: requiredText("Short description is required", 1000, "Short description is too long"),
  detailedDescription: optionalText(10_000, "Detailed description is too long"),
  imageUrl: url("The image must be an uploaded file or a web address").nullish(),
  videoUrl: url("The video must be an uploaded file or a web address").nullish(),
  stock: wholeNumber("Stock is required", "Stock"),
  price: dollarsToCents("Price is required", "Price"),
  hidden: z.boolean("Hidden must be true or false"),
};

/** A product as stored: money in cents, the category as `categoryId`. */
export type ProductData = {
  name: string;
  description: string;
  detailedDescription: string | null;
  imageUrl: string;
  images: string[];
  videoUrl: string | null;
  flavors: string[];
  stock: number;
  categoryId: string | null;
  priceCents: number;
  dealPriceCents: number | null;
  hidden: boolean;
};

/** POST /api/products: name, short description, stock and price required (SPEC §5). */
export const productCreateSchema = z
  .object({
    ...fields,
    detailedDescription: fields.detailedDescription.optional(),
    images: images.default([]),
    flavors: flavors.default([]),
    category: category.optional(),
    dealPrice,
    hidden: fields.hidden.default(false),
  })
  .superRefine(checkDeal)
  .transform((v): ProductData => ({
    name: v.name,
    description: v.description,
    detailedDescription: v.detailedDescription ?? null,
    imageUrl: v.imageUrl || PLACEHOLDER_IMAGE,
    images: v.images,
    videoUrl: v.videoUrl || null,
    flavors: v.flavors,
    stock: v.stock,
    categoryId: v.category ?? null,
    priceCents: v.price,
    dealPriceCents: v.dealPrice ?? null,
    hidden: v.hidden,
  }));

/** PUT /api/products/{id}: any subset, e.g. only `hidden` or only `category` (SPEC §7). */
export const productUpdateSchema = z
  .object({
    name: fields.name.optional(),
    description: fields.description.optional(),
    detailedDescription: fields.detailedDescription.optional(),
    imageUrl: fields.imageUrl,
    images: images.optional(),
    videoUrl: fields.videoUrl,
    flavors: flavors.optional(),
    stock: fields.stock.optional(),
    category: category.optional(),
    price: fields.price.optional(),
    dealPrice,
    hidden: fields.hidden.optional(),
  })
  .superRefine(checkDeal)
  .transform((v, ctx) => {
    const data: Partial<ProductData> = {};
    if (v.name !== undefined) data.name = v.name;
    if (v.description !== undefined) data.description = v.description;
    if (v.detailedDescription !== undefined) data.detailedDescription = v.detailedDescription;
    if (v.imageUrl !== undefined) data.imageUrl = v.imageUrl || PLACEHOLDER_IMAGE;
    if (v.images !== undefined) data.images = v.images;
    if (v.videoUrl !== undefined) data.videoUrl = v.videoUrl || null;
    if (v.flavors !== undefined) data.flavors = v.flavors;
    if (v.stock !== undefined) data.stock = v.stock;
    if (v.category !== undefined) data.categoryId = v.category;
    if (v.price !== undefined) data.priceCents = v.price;
    if (v.dealPrice !== undefined) data.dealPriceCents = v.dealPrice;
    if (v.hidden !== undefined) data.hidden = v.hidden;
    if (Object.keys(data).length === 0) {
      ctx.addIssue({ code: "custom", message: "Nothing to update" });
      return z.NEVER;
    }
    return data;
  });

export type ProductInput = z.input<typeof productCreateSchema>;
