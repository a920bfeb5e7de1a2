import "server-only";
import { and, desc, eq, getTableColumns } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { categories, products } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import {
  CATEGORY_MISSING,
  DEAL_ABOVE_PRICE,
  dealBelowPrice,
  type ProductData,
} from "@/lib/catalog/product-schema";
import { refuseCurrencyFractions } from "./currency-amounts";
import { PRODUCT_NOT_FOUND } from "./messages";
import { toDollars } from "./money";
import { withOutsideImagesStored } from "./outside-images";
import type { ProductDto } from "./types";

/** Who is asking decides what exists: a customer never learns a hidden product is there. */
export type Viewer = { role: "user" | "staff" | "admin" };

// Ids reach these functions already checked by the route's params schema (lib/http/params.ts).
const notFound = () => new ApiError("not_found", PRODUCT_NOT_FOUND);

const selection = { ...getTableColumns(products), categoryName: categories.name };
type Row = typeof products.$inferSelect & { categoryName: string | null };

function toDto(row: Row): ProductDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    detailedDescription: row.detailedDescription,
    imageUrl: row.imageUrl,
    images: row.images,
    videoUrl: row.videoUrl,
    flavors: row.flavors,
    stock: row.stock,
    category: row.categoryId,
    categoryName: row.categoryName,
    price: toDollars(row.priceCents),
    dealPrice: row.dealPriceCents === null ? null : toDollars(row.dealPriceCents),
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const visibleTo = (viewer: Viewer) =>
  viewer.role === "admin" ? undefined : eq(products.hidden, false);

/** Newest first; hidden products only for an admin. */
export async function listProducts({ viewer }: { viewer: Viewer }): Promise<ProductDto[]> {
  const rows = await db
    .select(selection)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(visibleTo(viewer))
    .orderBy(desc(products.createdAt), desc(products.id));
  return rows.map(toDto);
}

export async function getProduct({
  id,
  viewer,
}: {
  id: string;
  viewer: Viewer;
}): Promise<ProductDto> {
  const [row] = await db
    .select(selection)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.id, id), visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound();
  return toDto(row);
}

async function assertCategoryExists(categoryId: string | null | undefined) {
  if (!categoryId) return;
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!row) throw new ApiError("bad_request", CATEGORY_MISSING);
}

/** `by` is the admin saving: pictures fetched from other sites are stored as their uploads. */
export async function createProduct({
  data,
  by,
}: {
  data: ProductData;
  by: string | null;
}): Promise<ProductDto> {
  await refuseCurrencyFractions({ price: data.priceCents, dealPrice: data.dealPriceCents });
  await assertCategoryExists(data.categoryId);
  const id = await withOutsideImagesStored({
    data,
    userId: by,
    write: async (values) => {
      const [row] = await db.insert(products).values(values).returning({ id: products.id });
      return row!.id;
    },
  });
  return getProduct({ id, viewer: { role: "admin" } });
}

/** Any subset of fields, e.g. only `hidden` (hide/show) or only `categoryId` (drag and drop). */
export async function updateProduct({
  id,
  data,
  by,
}: {
  id: string;
  data: Partial<ProductData>;
  by: string | null;
}): Promise<ProductDto> {
  await refuseCurrencyFractions({ price: data.priceCents, dealPrice: data.dealPriceCents });
  await assertCategoryExists(data.categoryId);
  await withOutsideImagesStored({
    data,
    userId: by,
    write: (values) =>
      transaction(async (tx) => {
        const [current] = await tx
          .select({ priceCents: products.priceCents, dealPriceCents: products.dealPriceCents })
          .from(products)
          .where(eq(products.id, id))
          .for("update");
        if (!current) throw notFound();
        // A change to only the price or only the deal is checked against the stored other half.
        const priceCents = values.priceCents ?? current.priceCents;
        const dealPriceCents =
          values.dealPriceCents === undefined ? current.dealPriceCents : values.dealPriceCents;
        const touchesPrice = values.priceCents !== undefined || values.dealPriceCents !== undefined;
        if (touchesPrice && !dealBelowPrice(priceCents, dealPriceCents))
          throw new ApiError("bad_request", DEAL_ABOVE_PRICE);
        await tx
          .update(products)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(products.id, id));
      }),
  });
  return getProduct({ id, viewer: { role: "admin" } });
}

export async function deleteProduct({ id }: { id: string }): Promise<void> {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (!row) throw notFound();
}
