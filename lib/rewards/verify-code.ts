import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { products, verificationCodes } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { assertNotLimited, hit, type Limit } from "@/lib/security/rate-limit";
import { toPublicProduct, type PublicProduct } from "./product-view";
import { applyXp, type LevelChange } from "./grant";
import { XP_PER_CODE } from "./rules";

export const CODE_NOT_FOUND = "The verification code you entered does not exist or has already been used";
// Wrong codes per customer: 10 in 10 minutes, then a pause. Guessing a 10-character code is hopeless anyway.
export const VERIFY_LIMIT: Limit = { limit: 10, windowSeconds: 10 * 60 };

export type Verification = LevelChange & { success: true; product: PublicProduct };

/** Verifies a product code for a customer in one transaction: the code counts exactly once. */
export async function verifyCode({ code, user }: { code: string; user: { id: string; username: string } }): Promise<Verification> {
  const limitKey = `verify:user:${user.id}`;
  await assertNotLimited([limitKey], VERIFY_LIMIT, "Too many wrong codes.");
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.code, code))
        .for("update");
      if (!row || row.isUsed) throw new ApiError("not_found", CODE_NOT_FOUND);
      const [product] = await tx.select().from(products).where(eq(products.id, row.productId));
      if (!product) throw new ApiError("not_found", CODE_NOT_FOUND);

      await tx
        .update(verificationCodes)
        .set({ isUsed: true, usedAt: new Date(), usedBy: user.id, usedByName: user.username })
        .where(eq(verificationCodes.id, row.id));
      const change = await applyXp(tx, user.id, XP_PER_CODE, { reason: "code", codeId: row.id });
      return { success: true as const, product: toPublicProduct(product), ...change };
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") await hit(limitKey, VERIFY_LIMIT);
    throw error;
  }
}
