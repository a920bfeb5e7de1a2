import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { products, punchTokens, verificationCodes } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { randomCode, randomId } from "@/lib/security/tokens";

/** A new single-use shop punch token (128 random bits). */
export async function createPunchToken({ adminId }: { adminId: string }) {
  const [token] = await db
    .insert(punchTokens)
    .values({ id: randomId(), kind: "admin", createdBy: adminId })
    .returning({ id: punchTokens.id, createdAt: punchTokens.createdAt });
  return token!;
}

/** `quantity` new verification codes for one product, in one statement. */
export async function createCodes({
  productId,
  quantity,
  adminId,
}: {
  productId: string;
  quantity: number;
  adminId: string;
}) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new ApiError("not_found", "Product not found");
  // A clash in 25^10 is all but impossible; the unique index would refuse it and the admin retries.
  const rows = Array.from({ length: quantity }, () => ({
    code: randomCode(),
    productId,
    createdBy: adminId,
  }));
  const created = await db.insert(verificationCodes).values(rows).returning({
    id: verificationCodes.id,
    code: verificationCodes.code,
    productId: verificationCodes.productId,
    createdAt: verificationCodes.createdAt,
  });
  // The order listCodes gives the batch (one created_at, then the code), so a reload keeps it.
  return created.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
