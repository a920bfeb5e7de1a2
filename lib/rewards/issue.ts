import "server-only";
import { eq } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { products, punchTokens, verificationCodes, type Role } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { randomCode, randomId, randomShortCode } from "@/lib/security/tokens";
import { PRODUCT_NOT_FOUND } from "@/lib/catalog/messages";
import { counterTokenMade } from "@/lib/rewards/uses-counter";
import { getShopSettings, readShopSettings } from "@/lib/settings/shop";
import { tokenPunchesMost } from "@/lib/program/token-day";
import { readProgram } from "@/lib/program/read";
import { TOKEN_PUNCHES_MOST } from "./messages";

/**
 * A new single-use shop punch token (128 random bits, in its QR code) with its short typed
 * form, valid for the shop's token lifetime: one nobody scanned cannot be photographed today
 * and used next month. A clash of short codes (25^8) is all but impossible; the unique index
 * would refuse it and the display asks again.
 */
export async function createPunchToken({
  adminId,
  punches = 1,
}: {
  adminId: string;
  /** 1 up to the program's most per token, read fresh: an owner who just lowered it is obeyed. */
  punches?: number;
}) {
  await holdTokenPunches(punches);
  const { tokenLifetimeMinutes } = await getShopSettings();
  const expiresAt = new Date(Date.now() + tokenLifetimeMinutes * 60_000);
  const [token] = await db
    .insert(punchTokens)
    .values({
      id: randomId(),
      code: randomShortCode(),
      kind: "admin",
      createdBy: adminId,
      expiresAt,
      punches,
    })
    .returning({
      id: punchTokens.id,
      code: punchTokens.code,
      createdAt: punchTokens.createdAt,
      expiresAt: punchTokens.expiresAt,
      punches: punchTokens.punches,
    });
  counterTokenMade();
  return { ...token!, code: token!.code!, expiresAt };
}

/**
 * Refuses more punches per token than the shop's program allows, or than a customer may
 * collect in a day (such a token would be refused to everyone, every day), on the `punches`
 * field.
 */
export async function holdTokenPunches(punches: number, tx?: Tx): Promise<void> {
  const { maxTokenPunches } = await readProgram(tx);
  const { maxPunchesPerDay } = await readShopSettings(tx);
  const most = tokenPunchesMost(maxTokenPunches, maxPunchesPerDay);
  if (punches > most) throw ApiError.onField("bad_request", "punches", TOKEN_PUNCHES_MOST(most));
}

/** A punch token as createPunchToken makes it (POST /api/admin/generate-token answers it). */
export type NewPunchToken = Awaited<ReturnType<typeof createPunchToken>>;
/** A verification code as createCodes makes it (POST /api/admin/generate-code answers them). */
export type NewCode = Awaited<ReturnType<typeof createCodes>>[number];

/**
 * `quantity` new verification codes for one product, in one statement. Staff make codes only
 * for products customers can see: a hidden one is not found for them, as in GET /api/products.
 */
export async function createCodes({
  productId,
  quantity,
  actor,
}: {
  productId: string;
  quantity: number;
  actor: { id: string; role: Role };
}) {
  const adminId = actor.id;
  const [product] = await db
    .select({ id: products.id, hidden: products.hidden })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || (product.hidden && actor.role !== "admin")) {
    throw new ApiError("not_found", PRODUCT_NOT_FOUND);
  }
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
