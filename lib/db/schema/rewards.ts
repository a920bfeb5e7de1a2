// The punch card, XP and what is exchanged for them: shop and level-up tokens, product codes,
// and the ledger that records every change.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { products } from "./catalog";
import { referrals } from "./referrals";
import { users } from "./users";

// "gift": a token the shop gives one customer on its own (the birthday punch), owned like a
// level-up token but with an expiry.
export const tokenKindEnum = pgEnum("token_kind", ["admin", "level_up", "gift"]);
export const ledgerReasonEnum = pgEnum("ledger_reason", [
  "token",
  "code",
  "admin_punch",
  "admin_xp",
  "card_reset",
  // Reverses one earlier entry (voids_entry_id); never an edit or a delete.
  "void",
  // A balance brought over from a previous loyalty system.
  "import",
  // A reward on the card handed over (reward_name, reward_at); no punches move.
  "reward",
  // The program's welcome bonus, added when a customer joins.
  "welcome",
  // Punches that waited past a closed card, brought onto the next card (its new cycle).
  "carry",
  // Friends bring friends (referral_id names the invitation): the friend's bonus with their
  // join, and the inviter's once the friend comes back on a later shop day or the owner
  // approves a held one.
  "referral_friend",
  "referral_inviter",
]);

/** A reward on a card: handed over once the card reaches `at` punches. */
export type CardReward = { at: number; name: string };

export const punchCards = pgTable(
  "punch_cards",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    punches: smallint("punches").notNull().default(0),
    isComplete: boolean("is_complete").notNull().default(false),
    // The program the card started with (lib/program): a change of program applies from each
    // customer's next card, so a card in progress keeps its size and rewards.
    size: smallint("size").notNull().default(10),
    rewards: jsonb("rewards")
      .$type<CardReward[]>()
      .notNull()
      .default([{ at: 10, name: "Free product" }]),
    // Which of `rewards` were handed over, one bit per reward (bit i for rewards[i]).
    handed: smallint("handed").notNull().default(0),
    // Punches earned past the card's end, waiting for the next card.
    waiting: integer("waiting").notNull().default(0),
    // How many times the card was reset: the ledger entries of this cycle hold its punches.
    cycle: integer("cycle").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }),
    // The last punch earned, for the owner's cooldown between punches (read under the card lock).
    lastPunchAt: timestamp("last_punch_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("punch_cards_punches_range", sql`${t.punches} between 0 and ${t.size}`),
    check("punch_cards_size_range", sql`${t.size} between 3 and 30`),
    check("punch_cards_waiting_range", sql`${t.waiting} >= 0`),
  ],
);

// Tokens generated together for printing ("Receipts, December"); voiding one stops its unused tokens.
export const tokenBatches = pgTable("token_batches", {
  id: uuid("id").primaryKey().defaultRandom(),
  label: text("label").notNull().default(""),
  count: integer("count").notNull(),
  // Punches each token of the batch carries (1 up to the program's most per token).
  punches: smallint("punches").notNull().default(1),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  voidedAt: timestamp("voided_at", { withTimezone: true }),
  voidedBy: uuid("voided_by").references(() => users.id, { onDelete: "set null" }),
});

export const punchTokens = pgTable(
  "punch_tokens",
  {
    // 128 random bits, base64url: unguessable, exchanged as a string (in the QR code).
    id: text("id").primaryKey(),
    // A shop token's short typed form (lib/security/short-code.ts): typed when a camera fails.
    // Null for level-up tokens, which the customer taps and never types.
    code: text("code"),
    kind: tokenKindEnum("kind").notNull().default("admin"),
    // Level-up tokens belong to one customer; shop tokens belong to no one.
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    // After this moment the token is refused as expired; null never expires (level-up tokens).
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    batchId: uuid("batch_id").references(() => tokenBatches.id, { onDelete: "set null" }),
    // A token taken back (its batch voided, or the entry that issued it voided) stays unusable.
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    // A used token stays used when its redeemer is deleted, so it can never count again.
    usedBy: uuid("used_by").references(() => users.id, { onDelete: "set null" }),
    usedByName: text("used_by_name"),
    // Punches the token carries (1 up to the program's most per token, chosen when shown).
    punches: smallint("punches").notNull().default(1),
  },
  (t) => [
    check("punch_tokens_punches_range", sql`${t.punches} between 1 and 5`),
    index("punch_tokens_created_idx").on(t.createdAt.desc()),
    index("punch_tokens_batch_idx").on(t.batchId),
    index("punch_tokens_owner_unused_idx")
      .on(t.ownerId)
      .where(sql`${t.usedAt} is null`),
    uniqueIndex("punch_tokens_code_key")
      .on(t.code)
      .where(sql`${t.code} is not null`),
    // The foreign keys to users: deleting an account finds its rows without a scan. Partial,
    // as most tokens have no owner and many no redeemer yet.
    index("punch_tokens_owner_idx")
      .on(t.ownerId)
      .where(sql`${t.ownerId} is not null`),
    index("punch_tokens_created_by_idx")
      .on(t.createdBy)
      .where(sql`${t.createdBy} is not null`),
    index("punch_tokens_used_by_idx")
      .on(t.usedBy)
      .where(sql`${t.usedBy} is not null`),
  ],
);

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    isUsed: boolean("is_used").notNull().default(false),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: uuid("used_by").references(() => users.id, { onDelete: "set null" }),
    usedByName: text("used_by_name"),
  },
  (t) => [
    uniqueIndex("verification_codes_code_key").on(t.code),
    index("verification_codes_created_idx").on(t.createdAt.desc()),
    index("verification_codes_created_by_idx")
      .on(t.createdBy)
      .where(sql`${t.createdBy} is not null`),
    index("verification_codes_used_by_idx")
      .on(t.usedBy)
      .where(sql`${t.usedBy} is not null`),
  ],
);

export const rewardLedger = pgTable(
  "reward_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: ledgerReasonEnum("reason").notNull(),
    punchDelta: integer("punch_delta").notNull().default(0),
    xpDelta: integer("xp_delta").notNull().default(0),
    // The card cycle a punch entry belongs to, read under the card lock (a reset closes its
    // cycle). Which entries make up a card is a stored fact, not inferred from timestamps.
    cycle: integer("cycle").notNull().default(0),
    tokenId: text("token_id").references(() => punchTokens.id, { onDelete: "set null" }),
    codeId: uuid("code_id").references(() => verificationCodes.id, { onDelete: "set null" }),
    // The admin or staff member behind an adjustment; null for a customer's own redemption.
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    // The entry a void reverses: unique, so an entry is voided at most once.
    voidsEntryId: bigint("voids_entry_id", { mode: "number" }).references(
      (): AnyPgColumn => rewardLedger.id,
    ),
    // The invitation a referral bonus is for: each side is paid at most once (unique below).
    referralId: uuid("referral_id").references((): AnyPgColumn => referrals.id, {
      onDelete: "set null",
    }),
    // Why an admin voided or adjusted by hand, in their words.
    note: text("note"),
    // A reward handed over ('reward'): its name and place on the card, as they were then. A
    // card's reset ('card_reset') keeps the closed card's size as its place (the end of the
    // card): with punch_delta, it says whether the card was full (cards completed).
    rewardName: text("reward_name"),
    rewardAt: smallint("reward_at"),
    // clock_timestamp(), not the transaction's start: an entry is stamped after the locks it
    // waited for, so one written after a card reset is never older than the reset. An earned
    // punch or code is stamped at the moment its day was counted (lib/rewards/grant.ts).
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index("reward_ledger_user_idx").on(t.userId, t.createdAt),
    index("reward_ledger_created_idx").on(t.createdAt),
    // The database itself refuses a token or code counted twice.
    uniqueIndex("reward_ledger_token_key").on(t.tokenId),
    uniqueIndex("reward_ledger_code_key").on(t.codeId),
    uniqueIndex("reward_ledger_voids_key").on(t.voidsEntryId),
    uniqueIndex("reward_ledger_referral_key")
      .on(t.referralId, t.reason)
      .where(sql`${t.referralId} is not null`),
    index("reward_ledger_actor_idx")
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
  ],
);

// The shop's activity per shop-local hour (the shop's time zone): what the analytics and the
// dashboard chart read instead of scanning the ledger. Kept exact by PostgreSQL triggers on
// reward_ledger and punch_tokens (drizzle/0007_activity_rollup.sql), inside the transaction
// of whatever writes those rows; db:check compares it with the ledger and the tokens.
export const activityHours = pgTable(
  "activity_hours",
  {
    day: date("day", { mode: "string" }).notNull(),
    hour: smallint("hour").notNull(),
    // Every redemption in an hour adds to that hour: each database session writes its own
    // slot (its process id modulo 8), so parallel redemptions do not all queue on one row
    // until they commit. Readers add the slots up.
    slot: smallint("slot").notNull().default(0),
    // Ledger entries: punches earned (reason 'token'), codes verified ('code'), and cards
    // completed (a 'card_reset' that emptied a full card: a free product handed over).
    punches: integer("punches").notNull().default(0),
    codes: integer("codes").notNull().default(0),
    cardsCompleted: integer("cards_completed").notNull().default(0),
    // Level-up tokens: issued (by their created_at) and used (by their used_at).
    levelUpIssued: integer("level_up_issued").notNull().default(0),
    levelUpUsed: integer("level_up_used").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.hour, t.slot] }),
    check("activity_hours_hour_range", sql`${t.hour} between 0 and 23`),
  ],
);

export type PunchCard = typeof punchCards.$inferSelect;
export type TokenBatch = typeof tokenBatches.$inferSelect;
export type PunchToken = typeof punchTokens.$inferSelect;
export type VerificationCode = typeof verificationCodes.$inferSelect;
export type LedgerEntry = typeof rewardLedger.$inferSelect;
export type ActivityHour = typeof activityHours.$inferSelect;
