import "@/lib/fields/jitless";
import * as z from "zod";
import { m } from "../i18n/text.ts";
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
} from "./field-schemas";
import {
  fieldNumber,
  fieldRequired,
  fieldTooLarge,
  fieldTooLong,
} from "@/lib/fields/field-messages";

/** A category id that names no category (the products module answers the same). */
export const CATEGORY_MISSING = "errors.validation.categoryMissing";

const url = (message: string) =>
  z
    .string()
    .trim()
    .max(2000, "errors.validation.addressTooLong")
    .refine((v) => v === "" || isSafeUrl(v), message);

/** SPEC §5: flavors trimmed, blanks dropped; a comma-separated string is accepted too. */
const flavors = z
  .union([
    z.array(z.string().max(100, "errors.validation.flavorTooLong")),
    z.string().max(5000, "errors.validation.tooManyFlavors"),
  ])
  .transform((v) => (typeof v === "string" ? v.split(",") : v))
  .transform((list) => [...new Set(list.map((f) => f.trim()).filter((f) => f !== ""))])
  .pipe(z.array(z.string()).max(50, m("errors.validation.flavorsMost", { max: 50 })));

/** Gallery URLs are added only when non-blank. */
const images = z
  .array(url("errors.validation.galleryUrl"))
  .max(40, m("errors.validation.galleryMost", { max: 40 }))
  .transform((list) => list.filter((u) => u !== ""));

/** The contract's `category` is a category id; blank means none. */
const category = z
  .string()
  .nullish()
  .transform((v) => (v == null || v.trim() === "" ? null : v.trim()))
  .refine((v) => v === null || isUuid(v), CATEGORY_MISSING);

/** A deal price counts only when above 0: blank, null, 0 or less all mean "no deal" (null). */
const dealPrice = z.preprocess(
  (v) => {
    if (v === undefined) return undefined;
    const n = numberish(v);
    return n === undefined || (typeof n === "number" && n <= 0) ? null : n;
  },
  z
    .number(fieldNumber("dealPrice"))
    .max(MAX_DOLLARS, fieldTooLarge("dealPrice"))
    .transform(centsOf("dealPrice"))
    // A price above 0 that is no whole cent (0.000000001) is 0 cents: no deal either.
    .transform((cents) => (cents === 0 ? null : cents))
    .nullable()
    .optional(),
);

export const DEAL_ABOVE_PRICE = "errors.validation.dealAbovePrice";

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
  name: requiredText(fieldRequired("productName"), 200, fieldTooLong("productName")),
  description: requiredText(
    fieldRequired("shortDescription"),
    1000,
    fieldTooLong("shortDescription"),
  ),
  detailedDescription: optionalText(10_000, fieldTooLong("detailedDescription")),
  imageUrl: url("errors.validation.imageUrl").nullish(),
  videoUrl: url("errors.validation.videoUrl").nullish(),
  stock: wholeNumber(fieldRequired("stock"), "stock"),
  price: dollarsToCents(fieldRequired("price"), "price"),
  hidden: z.boolean("errors.validation.hiddenBoolean"),
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
      ctx.addIssue({ code: "custom", message: "errors.validation.nothingToUpdate" });
      return z.NEVER;
    }
    return data;
  });

export type ProductInput = z.input<typeof productCreateSchema>;
