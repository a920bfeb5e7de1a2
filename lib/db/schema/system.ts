// Server-side state: uploaded images, rate-limit counters, shared settings.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";
import { users } from "./users";

export const uploads = pgTable(
  "uploads",
  {
    // 128 random bits: the served address cannot be guessed.
    id: text("id").primaryKey(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("uploads_created_by_idx")
      .on(t.createdBy)
      .where(sql`${t.createdBy} is not null`),
  ],
);

export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

// Settings the servers share through the database, such as the session signing secret.
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// The shop's settings, one row, edited at /admin/settings. Made on first read from the
// environment's values (lib/settings), so a new database starts as the environment says.
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: boolean("id").primaryKey().default(true),
    shopName: text("shop_name").notNull(),
    ownerHandle: text("owner_handle").notNull(),
    ownerUrl: text("owner_url").notNull(),
    messagingApp: text("messaging_app").notNull(),
    // Blank: the address the admin's browser is on.
    publicSiteUrl: text("public_site_url"),
    tokenLifetimeMinutes: integer("token_lifetime_minutes").notNull().default(10),
    // Earn rules: null is off.
    punchCooldownMinutes: integer("punch_cooldown_minutes"),
    maxPunchesPerDay: integer("max_punches_per_day"),
    maxCodesPerDay: integer("max_codes_per_day"),
    reviewPunchesPerDay: integer("review_punches_per_day").default(5),
    reviewFailuresPerDay: integer("review_failures_per_day"),
    // The shop's day for the daily limits, an IANA name.
    timeZone: text("time_zone").notNull().default("UTC"),
    // A visitor who scans a shop token may make their own account with it (lib/users/join.ts).
    joinAtCounter: boolean("join_at_counter").notNull().default(true),
    // What a full card earns, in the customer's words: "a free coffee".
    rewardName: text("reward_name").notNull().default("product"),
    // How many sheet tokens one staff member may print in a shop day (admins are not held).
    staffTokensPerDay: integer("staff_tokens_per_day").notNull().default(200),
    // Quiet hours for the shop's own messages, in minutes after midnight of the shop's time
    // zone: what falls inside waits until the end (lib/messages/quiet-hours.ts).
    quietStartMinutes: smallint("quiet_start_minutes")
      .notNull()
      .default(21 * 60),
    quietEndMinutes: smallint("quiet_end_minutes")
      .notNull()
      .default(9 * 60),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("shop_settings_one_row", sql`${t.id}`)],
);

export type ShopSettingsRow = typeof shopSettings.$inferSelect;
export type Upload = typeof uploads.$inferSelect;
