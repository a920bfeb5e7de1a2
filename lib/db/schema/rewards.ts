// The punch card, XP and what is exchanged for them: shop and level-up tokens, product codes,
// and the ledger that records every change.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { products } from "./catalog";
import { users } from "./users";

export const tokenKindEnum = pgEnum("token_kind", ["admin", "level_up"]);
export const ledgerReasonEnum = pgEnum("ledger_reason", [
  "token",
  "code",
  "admin_punch",
  "admin_xp",
  "card_reset",
]);

export const punchCards = pgTable(
  "punch_cards",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    punches: smallint("punches").notNull().default(0),
    isComplete: boolean("is_complete").notNull().default(false),
    // How many times the card was reset: the ledger entries of this cycle hold its punches.
    cycle: integer("cycle").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [check("punch_cards_punches_range", sql`${t.punches} between 0 and 10`)],
);

export const punchTokens = pgTable(
  "punch_tokens",
  {
    // 128 random bits, base64url: unguessable, exchanged as a string.
    id: text("id").primaryKey(),
    kind: tokenKindEnum("kind").notNull().default("admin"),
    // Level-up tokens belong to one customer; shop tokens belong to no one.
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    // A used token stays used when its redeemer is deleted, so it can never count again.
    usedBy: uuid("used_by").references(() => users.id, { onDelete: "set null" }),
    usedByName: text("used_by_name"),
  },
  (t) => [
    index("punch_tokens_created_idx").on(t.createdAt.desc()),
    index("punch_tokens_owner_unused_idx")
      .on(t.ownerId)
      .where(sql`${t.usedAt} is null`),
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
    // The admin behind an adjustment; null for a customer's own redemption.
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reward_ledger_user_idx").on(t.userId, t.createdAt),
    index("reward_ledger_created_idx").on(t.createdAt),
    // The database itself refuses a token or code counted twice.
    uniqueIndex("reward_ledger_token_key").on(t.tokenId),
    uniqueIndex("reward_ledger_code_key").on(t.codeId),
  ],
);

export type PunchCard = typeof punchCards.$inferSelect;
export type PunchToken = typeof punchTokens.$inferSelect;
export type VerificationCode = typeof verificationCodes.$inferSelect;
export type LedgerEntry = typeof rewardLedger.$inferSelect;
