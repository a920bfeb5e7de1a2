import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { categories, products } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { isUniqueViolation } from "@/lib/db/errors";
import { CATEGORY_NAME_TAKEN, CATEGORY_NOT_FOUND } from "./messages";
import type { Viewer } from "./products";
import type { CategoryDto } from "./types";

type CategoryData = { name: string; description: string | null };

// Ids reach these functions already checked by the route's params schema (lib/http/params.ts).
const notFound = () => new ApiError("not_found", CATEGORY_NOT_FOUND);

/** Names are unique whatever their case; the database's unique index decides, so races cannot pass. */
async function uniqueName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("conflict", CATEGORY_NAME_TAKEN);
    throw error;
  }
}

/** By name, each with the number of products in it that this viewer may see. */
export async function listCategories({ viewer }: { viewer: Viewer }): Promise<CategoryDto[]> {
  const joinOn =
    viewer.role === "admin"
      ? eq(products.categoryId, categories.id)
      : and(eq(products.categoryId, categories.id), eq(products.hidden, false));
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      createdAt: categories.createdAt,
      productCount: count(products.id),
    })
    .from(categories)
    .leftJoin(products, joinOn)
    .groupBy(categories.id)
    .orderBy(asc(categories.name), asc(categories.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function withCount(id: string): Promise<CategoryDto> {
  const found = (await listCategories({ viewer: { role: "admin" } })).find((c) => c.id === id);
  if (!found) throw notFound();
  return found;
}

export async function createCategory({ data }: { data: CategoryData }): Promise<CategoryDto> {
  const [row] = await uniqueName(db.insert(categories).values(data).returning());
  return { ...row!, productCount: 0, createdAt: row!.createdAt.toISOString() };
}

export async function updateCategory({
  id,
  data,
}: {
  id: string;
  data: CategoryData;
}): Promise<CategoryDto> {
  const [row] = await uniqueName(
    db.update(categories).set(data).where(eq(categories.id, id)).returning({ id: categories.id }),
  );
  if (!row) throw notFound();
  return withCount(id);
}

/** Its products stay, uncategorized: the foreign key sets their category to null. */
export async function deleteCategory({ id }: { id: string }): Promise<void> {
  const [row] = await db
    .delete(categories)
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  if (!row) throw notFound();
}
