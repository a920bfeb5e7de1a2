import "server-only";
import { and, count, eq, gte, isNull } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { inviteCodes, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { secondsUntilTomorrow } from "@/lib/rewards/earn-rules";
import { waitMessage } from "@/lib/security/rate-limit";
import { shopDay, startOfShopDay } from "@/lib/settings/shop-day";
import { getShopSettings } from "@/lib/settings/shop";
import { newCode, readCode } from "./code";
import { CODE_REPLACED, CODE_UNKNOWN, tooManyNewCodes } from "./messages";

/**
 * New codes a customer may ask for in one shop day. Enough for a link that went where it
 * should not (and a second thought); every replaced code stays a row, so a script asking
 * again and again would otherwise grow the table without end.
 */
export const NEW_CODES_PER_DAY = 3;

/** An invitation as a typed or linked code names it: its code and its customer. */
export type Invitation = { code: string; inviterId: string; inviterUsername: string };

/**
 * The invitation a typed code names. Unknown (or a code no customer holds any more, such as
 * one whose account became staff): 404; replaced by its customer: 410. `field` puts the
 * refusal under the join form's field.
 */
export async function findInvitation(
  typed: string,
  { tx = db, field }: { tx?: Tx | typeof db; field?: string } = {},
): Promise<Invitation> {
  const refuse = (code: "not_found" | "gone", message: string) =>
    field ? ApiError.onField(code, field, message) : new ApiError(code, message);
  const code = readCode(typed);
  if (!code) throw refuse("not_found", CODE_UNKNOWN);
  const [row] = await tx
    .select({
      code: inviteCodes.code,
      inviterId: inviteCodes.userId,
      inviterUsername: users.username,
      role: users.role,
      replacedAt: inviteCodes.replacedAt,
    })
    .from(inviteCodes)
    .innerJoin(users, eq(users.id, inviteCodes.userId))
    .where(eq(inviteCodes.code, code));
  if (!row || row.role !== "user") throw refuse("not_found", CODE_UNKNOWN);
  if (row.replacedAt) throw refuse("gone", CODE_REPLACED);
  return { code: row.code, inviterId: row.inviterId, inviterUsername: row.inviterUsername };
}

/** The inviter a code names, or null for any code that names none (the passkey options). */
export async function inviterOf(typed: string): Promise<string | null> {
  return findInvitation(typed).then(
    (invitation) => invitation.inviterId,
    () => null,
  );
}

async function liveCode(tx: Tx | typeof db, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ code: inviteCodes.code })
    .from(inviteCodes)
    .where(and(eq(inviteCodes.userId, userId), isNull(inviteCodes.replacedAt)));
  return row?.code;
}

/**
 * Writes a new live code for the customer, unless one is live already. A clash with another
 * customer's code (one in 8.5e11) draws again; a clash with a live code of their own (a second
 * tab reading at the same moment) answers that one.
 */
async function makeCode(tx: Tx | typeof db, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [made] = await tx
      .insert(inviteCodes)
      .values({ code: newCode(), userId })
      .onConflictDoNothing()
      .returning({ code: inviteCodes.code });
    if (made) return made.code;
    const live = await liveCode(tx, userId);
    if (live) return live;
  }
  throw new Error("no free invitation code after 5 draws");
}

/** The customer's live code, made on their first read. */
export async function ownCode(userId: string): Promise<string> {
  return (await liveCode(db, userId)) ?? (await makeCode(db, userId));
}

/**
 * A new code for the customer: the old one is marked replaced (a friend who has it hears it
 * no longer works) and the new one made, in one transaction; refused (429, until the shop's
 * next day) past NEW_CODES_PER_DAY replacements today. The count is read after the live code
 * is marked, under its row lock, so two requests at once take turns and see each other's.
 */
export async function replaceCode(userId: string): Promise<string> {
  const { timeZone } = await getShopSettings();
  return transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(inviteCodes)
      .set({ replacedAt: now })
      .where(and(eq(inviteCodes.userId, userId), isNull(inviteCodes.replacedAt)));
    const today = new Date(startOfShopDay(shopDay(now, timeZone), timeZone));
    const [replaced] = await tx
      .select({ n: count() })
      .from(inviteCodes)
      .where(and(eq(inviteCodes.userId, userId), gte(inviteCodes.replacedAt, today)));
    if ((replaced?.n ?? 0) > NEW_CODES_PER_DAY) {
      const wait = secondsUntilTomorrow(now, timeZone);
      throw ApiError.retryLater(waitMessage(tooManyNewCodes(NEW_CODES_PER_DAY), wait), wait);
    }
    return makeCode(tx, userId);
  });
}
