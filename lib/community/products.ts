import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { products } from "@/lib/db/schema";
import type { ProductOption } from "./types";

/** The products a review may be written about: every product customers can see, by name. */
export async function reviewableProducts(): Promise<ProductOption[]> {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.hidden, false))
    .orderBy(asc(products.name), asc(products.id));
}

/** A visible product's name, or null when it does not exist or is hidden. */
export async function reviewableProduct({ id }: { id: string }): Promise<ProductOption | null> {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, id), eq(products.hidden, false)))
    .limit(1);
  return row ?? null;
}
