// Friends bring friends: each customer's invitation code and every friend who joined with one.
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

// A customer's invitation code. One is live per customer; a replaced code stays (replaced_at)
// so that a friend who types it hears it no longer works instead of "unknown".
export const inviteCodes = pgTable(
  "invite_codes",
  {
    code: text("code").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("invite_codes_live_key")
      .on(t.userId)
      .where(sql`${t.replacedAt} is null`),
    // Deleting a customer finds their replaced codes too, not only the live one.
    index("invite_codes_user_idx").on(t.userId),
  ],
);

/**
 * Where an invitation stands. "joined": the friend joined; the inviter's bonus waits for the
 * friend's punch on a later shop day. "came_back": that punch came and nothing was due (the
 * program's switch was off or its bonus 0). "rewarded": the inviter's bonus is on their card.
 * "held": the bonus waits in the review queue with its reason. "dismissed": the owner said no.
 * "voided": the owner voided the friend's returning punch, and the inviter's bonus with it.
 */
export const referralStatusEnum = pgEnum("referral_status", [
  "joined",
  "came_back",
  "rewarded",
  "held",
  "dismissed",
  "voided",
]);

/**
 * Why an inviter's bonus is held: the invitation used by its own inviter (signed in as them,
 * from a browser they signed in on, or with a passkey that already holds one of theirs), a
 * chain of joins through one inviter from one address inside an hour, or an inviter past the
 * program's monthly maximum. "same_browser" also holds a join from a browser where another
 * account already joined; "joined_before": the username joined within 180 days (join_marks).
 * "blocked": the inviter was blocked from earning when the friend came back. "return_voided":
 * the owner voided the friend's returning punch after the inviter had spent its bonus.
 */
export const referralHoldEnum = pgEnum("referral_hold", [
  "same_account",
  "same_passkey",
  "same_browser",
  "address_chain",
  "monthly_max",
  "joined_before",
  "blocked",
  "return_voided",
]);

export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code")
      .notNull()
      .references(() => inviteCodes.code, { onDelete: "cascade" }),
    inviterId: uuid("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // A customer joins once, so they were invited at most once.
    friendId: uuid("friend_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: createdAt(),
    // The shop day of the join (YYYY-MM-DD, the shop's time zone): the inviter's bonus waits
    // for a punch on a later one.
    joinDay: text("join_day").notNull(),
    // The client address of the join, for the chain check; kept like the rate limits' keys.
    joinIp: text("join_ip").notNull(),
    // The friend's bonus punches, given with the join (0 when off or held as self-invitation).
    friendPunches: smallint("friend_punches").notNull().default(0),
    status: referralStatusEnum("status").notNull().default("joined"),
    holdReason: referralHoldEnum("hold_reason"),
    cameBackAt: timestamp("came_back_at", { withTimezone: true }),
    // The friend's punch that counted as their return (a reward_ledger id): voiding it voids
    // the inviter's bonus it paid. No foreign key: the entry and this row both go only with
    // the friend's account.
    cameBackEntryId: bigint("came_back_entry_id", { mode: "number" }),
    // The inviter's bonus punches once paid (by the rule or the owner's approval).
    inviterPunches: smallint("inviter_punches"),
    rewardedAt: timestamp("rewarded_at", { withTimezone: true }),
    // The owner's decision on a held bonus.
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("referrals_friend_key").on(t.friendId),
    index("referrals_inviter_idx").on(t.inviterId, t.joinedAt),
    // Deleting a customer follows their codes to the invitations made with them.
    index("referrals_code_idx").on(t.code),
    index("referrals_came_back_entry_idx")
      .on(t.cameBackEntryId)
      .where(sql`${t.cameBackEntryId} is not null`),
    index("referrals_held_idx")
      .on(t.joinedAt)
      .where(sql`${t.status} = 'held'`),
    // Deleting an admin clears their decisions: found by index, not by reading every invitation.
    index("referrals_decided_by_idx")
      .on(t.decidedBy)
      .where(sql`${t.decidedBy} is not null`),
    check("referrals_not_self", sql`${t.inviterId} <> ${t.friendId}`),
    check("referrals_held_reason", sql`${t.status} <> 'held' or ${t.holdReason} is not null`),
  ],
);

/**
 * Who joined in the last 180 days, without anyone's data: a keyed hash (HMAC with the server's
 * secret) of a browser's device id or of a username, with the time of its latest join. A join
 * whose browser or username is here gets no welcome bonus and no invitation's bonuses, even
 * after the account that joined was deleted. The "join-marks-prune" job removes rows past 180 days.
 */
export const joinMarks = pgTable(
  "join_marks",
  {
    mark: text("mark").primaryKey(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("join_marks_joined_idx").on(t.joinedAt)],
);

export type InviteCode = typeof inviteCodes.$inferSelect;
export type Referral = typeof referrals.$inferSelect;
