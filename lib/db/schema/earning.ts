// The earn rules' own records: each customer's counts per shop day, the review queue's flags,
// and what an admin did to a customer's standing.
import { sql } from "drizzle-orm";
import {
  bigserial,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

// One customer's earning on one shop day (the shop's time zone): the daily limits and the
// review thresholds read one row instead of counting the ledger. Written in the reward
// transactions; failed attempts are counted after the refused transaction.
export const earnDays = pgTable(
  "earn_days",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    punches: integer("punches").notNull().default(0),
    codes: integer("codes").notNull().default(0),
    failures: integer("failures").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    // The analytics count the customers active in a range of days.
    index("earn_days_day_idx").on(t.day),
  ],
);

export const flagRuleEnum = pgEnum("flag_rule", ["punches", "failures"]);

// A customer past a review threshold on one shop day, waiting in /admin/review.
export const reviewFlags = pgTable(
  "review_flags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    rule: flagRuleEnum("rule").notNull(),
    // What was counted against which threshold, and when it was first and last crossed.
    count: integer("count").notNull(),
    threshold: integer("threshold").notNull(),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    dismissedBy: uuid("dismissed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("review_flags_user_day_rule_key").on(t.userId, t.day, t.rule),
    index("review_flags_open_idx")
      .on(t.lastAt.desc())
      .where(sql`${t.dismissedAt} is null`),
    index("review_flags_dismissed_by_idx")
      .on(t.dismissedBy)
      .where(sql`${t.dismissedBy} is not null`),
  ],
);

// What an admin did to a customer's standing (dismissed a flag, blocked or unblocked
// earning, voided an entry): who, when, and the details.
export const adminActions = pgTable(
  "admin_actions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    detail: text("detail").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_actions_user_idx").on(t.userId, t.createdAt.desc()),
    index("admin_actions_actor_idx")
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
  ],
);
