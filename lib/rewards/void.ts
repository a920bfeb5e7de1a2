import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { punchCards, rewardLedger, users, type LedgerEntry } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { isUniqueViolation } from "@/lib/db/errors";
import { changed } from "./events";
import { applyXp } from "./grant";
import { announce } from "@/lib/events/announce";
import { lockCard, type LockedCard } from "./locks";
import {
  ALREADY_VOIDED,
  CANNOT_VOID_CARRY,
  CANNOT_VOID_HAND_OVER,
  CANNOT_VOID_RESET,
  CANNOT_VOID_VOID,
  ENTRY_NOT_FOUND,
} from "./messages";
import { SHOP_TIME_ZONE } from "./earn-days";
import { levelUpTokensBetween } from "./rules";

export type VoidResult = {
  entry: Pick<LedgerEntry, "id" | "reason" | "punchDelta" | "xpDelta" | "voidsEntryId" | "note">;
  punches: number;
  isComplete: boolean;
  xp: number;
  level: number;
  /** Unused level-up tokens taken back because the level fell below the multiple of 15 they were for. */
  tokensVoided: string[];
  /** The entry's punches belonged to a card already reset (handed over): they stay in its history. */
  cardHandedOver: boolean;
};

const entryGone = () => new ApiError("not_found", ENTRY_NOT_FOUND);

/** The entry to reverse, if it is a customer's: entries never change, so no lock is needed to read it. */
async function findEntry(tx: Tx, entryId: number) {
  const [entry] = await tx
    .select({
      id: rewardLedger.id,
      userId: rewardLedger.userId,
      reason: rewardLedger.reason,
      punchDelta: rewardLedger.punchDelta,
      xpDelta: rewardLedger.xpDelta,
      cycle: rewardLedger.cycle,
    })
    .from(rewardLedger)
    .innerJoin(users, eq(users.id, rewardLedger.userId))
    .where(and(eq(rewardLedger.id, entryId), eq(users.role, "user")));
  if (!entry) throw entryGone();
  if (entry.reason === "void") throw new ApiError("conflict", CANNOT_VOID_VOID);
  if (entry.reason === "card_reset") throw new ApiError("conflict", CANNOT_VOID_RESET);
  if (entry.reason === "reward") throw new ApiError("conflict", CANNOT_VOID_HAND_OVER);
  if (entry.reason === "carry") throw new ApiError("conflict", CANNOT_VOID_CARRY);
  return entry;
}

/**
 * An earned punch or code that is voided no longer counts on the shop day it was earned (the
 * daily limits, visits), and a voided punch no longer starts the cooldown: the card's last
 * punch moves back to the newest punch that still stands, unless a later one does already.
 * Runs after the card lock and before the user lock, the reward transactions' order.
 */
async function takeOffItsDay(
  tx: Tx,
  entry: { id: number; userId: string; reason: string; punchDelta: number },
) {
  if (entry.reason !== "token" && entry.reason !== "code") return;
  // A token's entry holds the punches it carried; a code's, none.
  const punch = entry.reason === "token" ? entry.punchDelta : 0;
  const code = entry.reason === "code" ? 1 : 0;
  await tx.execute(sql`
    update earn_days set punches = punches - ${punch}::int, codes = codes - ${code}::int
    where user_id = ${entry.userId} and day = (
      select (created_at at time zone ${sql.raw(SHOP_TIME_ZONE)})::date
      from reward_ledger where id = ${entry.id})`);
  if (!punch) return;
  const standing = sql`e.user_id = ${entry.userId} and e.reason = 'token' and e.id <> ${entry.id}
    and not exists (select 1 from reward_ledger v where v.voids_entry_id = e.id)`;
  await tx.execute(sql`
    update punch_cards set last_punch_at = (
      select max(e.created_at) from reward_ledger e where ${standing})
    where user_id = ${entry.userId} and not exists (
      select 1 from reward_ledger e where ${standing}
        and e.created_at > (select created_at from reward_ledger where id = ${entry.id}))`);
}

/**
 * Takes back the customer's newest unused level-up tokens, `count` of them. SKIP LOCKED: a
 * token locked right now is being redeemed, and its redemption locks the card after the
 * token (the opposite order to ours), so waiting for it could deadlock; it is left to finish.
 */
async function voidLevelUpTokens(tx: Tx, userId: string, count: number): Promise<string[]> {
  if (count <= 0) return [];
  const { rows } = await tx.execute<{ id: string }>(sql`
    update punch_tokens set voided_at = clock_timestamp()
    where id in (
      select id from punch_tokens
      where owner_id = ${userId} and kind = 'level_up' and used_at is null and voided_at is null
      order by created_at desc, id
      limit ${count}
      for update skip locked
    )
    returning id`);
  return rows.map((r) => r.id);
}

/**
 * An admin reverses one ledger entry with a new "void" entry, never an edit: the punch comes
 * off the card if the entry belongs to the card's current cycle (a punch of a card already
 * reset and handed over is history), the XP comes back off, the level follows the curve,
 * level-up tokens for levels no longer reached are taken back if still unused, and an earned
 * punch or code comes off its day's count. One
 * transaction, locking the card then the user as every reward transaction does; the card
 * lock also serialises voids of one customer's entries, so "already voided" is read safely.
 */
export async function voidEntry({
  entryId,
  reason,
  adminId,
}: {
  entryId: number;
  reason: string;
  adminId: string;
}): Promise<VoidResult> {
  try {
    return await transaction(async (tx) => {
      const entry = await findEntry(tx, entryId);
      // The customer deleted while this waited for their card: the entry went with them.
      const card = await lockCard(tx, entry.userId, entryGone);
      // What else the void takes back locks its rows now, before this void's own writes (a
      // friend's return that paid their inviter: lib/referrals/listeners.ts), then follows it.
      await announce(tx, { type: "entry-voiding", entryId: entry.id });
      const result = await reverse(tx, entry, card, { reason, adminId });
      await announce(
        tx,
        { type: "entry-voided", entryId: entry.id, reason, adminId },
        changed(entry.userId, "void"),
      );
      return result;
    });
  } catch (error) {
    // A second void of the same entry that slipped past the check meets the unique index.
    if (isUniqueViolation(error)) throw new ApiError("conflict", ALREADY_VOIDED);
    throw error;
  }
}

type Reversible = {
  id: number;
  userId: string;
  reason: string;
  punchDelta: number;
  xpDelta: number;
  cycle: number;
};

/** One entry reversed on its customer's locked card; `referralId`: the invitation it names. */
export async function reverse(
  tx: Tx,
  entry: Reversible,
  card: LockedCard,
  { reason, adminId, referralId }: { reason: string; adminId: string; referralId?: string },
): Promise<VoidResult> {
  const [voided] = await tx
    .select({ id: rewardLedger.id })
    .from(rewardLedger)
    .where(eq(rewardLedger.voidsEntryId, entry.id));
  if (voided) throw new ApiError("conflict", ALREADY_VOIDED);
  await takeOffItsDay(tx, entry);

  // Reverse the punches only within the current card, never below nothing: the cycle holds
  // the card's punches and those waiting for the next card, and the waiting ones go first.
  const wanted = entry.cycle === card.cycle ? -entry.punchDelta : 0;
  const held = card.punches + card.waiting;
  const total = Math.max(0, held + wanted);
  const punches = Math.min(card.size, total);
  const punchDelta = total - held;
  if (punchDelta !== 0) {
    await tx
      .update(punchCards)
      .set({
        punches,
        waiting: total - punches,
        isComplete: punches >= card.size,
        updatedAt: new Date(),
      })
      .where(eq(punchCards.userId, entry.userId));
  }
  // The void belongs to the voided entry's cycle, so each cycle's punches still add up.
  const change = await applyXp(
    tx,
    entry.userId,
    -entry.xpDelta,
    {
      reason: "void",
      punchDelta,
      cycle: entry.cycle,
      actorId: adminId,
      voidsEntryId: entry.id,
      note: reason,
      referralId,
    },
    entryGone,
  );
  const tokensVoided = await voidLevelUpTokens(
    tx,
    entry.userId,
    levelUpTokensBetween(change.newLevel, change.oldLevel),
  );
  return {
    entry: await voidOf(tx, entry.id),
    punches,
    isComplete: punches >= card.size,
    xp: change.xp,
    level: change.level,
    tokensVoided,
    cardHandedOver: entry.cycle !== card.cycle && entry.punchDelta !== 0,
  };
}

/** The void entry just written (its XP is what really came off: XP never goes below zero). */
async function voidOf(tx: Tx, entryId: number): Promise<VoidResult["entry"]> {
  const [row] = await tx
    .select({
      id: rewardLedger.id,
      reason: rewardLedger.reason,
      punchDelta: rewardLedger.punchDelta,
      xpDelta: rewardLedger.xpDelta,
      voidsEntryId: rewardLedger.voidsEntryId,
      note: rewardLedger.note,
    })
    .from(rewardLedger)
    .where(eq(rewardLedger.voidsEntryId, entryId));
  if (!row) throw new Error(`void of entry ${entryId} missing after insert`);
  return row;
}
