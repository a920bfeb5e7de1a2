// Server-side state: uploaded images, rate-limit counters, shared settings.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
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
    // zone: what falls inside waits until the end (lib/messaging/quiet-hours.ts).
    quietStartMinutes: smallint("quiet_start_minutes")
      .notNull()
      .default(21 * 60),
    quietEndMinutes: smallint("quiet_end_minutes")
      .notNull()
      .default(9 * 60),
    // The shop's language (one of lib/i18n/locales.ts): a visitor's first screen, unless their
    // browser asks for another of ours, and always the counter display and printed sheets.
    language: text("language").notNull().default("en"),
    // ISO 4217: prices, deals, the cart and the order text are in it.
    currency: text("currency").notNull().default("USD"),
    // Where the shop is: printed on the back of a wallet pass, and its position lets the phone
    // offer the pass on the lock screen near the shop. Both optional.
    address: text("address"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    // The setup guide (lib/setup): the owner said they run the counter themselves (no cashier
    // account needed), opened the customers' poster, or put the guide away.
    counterByOwner: boolean("counter_by_owner").notNull().default(false),
    posterOpenedAt: timestamp("poster_opened_at", { withTimezone: true }),
    setupDismissedAt: timestamp("setup_dismissed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("shop_settings_one_row", sql`${t.id}`),
    check("shop_settings_language", sql`${t.language} in ('en', 'es', 'fr', 'de', 'pt-BR', 'ar')`),
    check("shop_settings_currency", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      "shop_settings_position",
      sql`(${t.latitude} is null) = (${t.longitude} is null) and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);

/** The shop's own program (/admin/program): one row, made on first read. */
export const shopProgram = pgTable(
  "shop_program",
  {
    id: boolean("id").primaryKey().default(true),
    // What each customer's next card starts with (a card in progress keeps its own).
    cardSize: smallint("card_size").notNull().default(10),
    rewards: jsonb("rewards")
      .$type<{ at: number; name: string }[]>()
      .notNull()
      .default([{ at: 10, name: "Free product" }]),
    welcomePunches: smallint("welcome_punches").notNull().default(0),
    maxTokenPunches: smallint("max_token_punches").notNull().default(1),
    // The card's look; null is the app's own.
    cardColor: text("card_color"),
    stampIcon: text("stamp_icon"),
    logoId: text("logo_id").references(() => uploads.id, { onDelete: "set null" }),
    // The app icons made from the logo on upload, by name ("192", "512", "maskable", "apple",
    // "badge") to their upload ids; null without a logo.
    logoIcons: jsonb("logo_icons").$type<Record<string, string>>(),
    terms: text("terms").notNull().default(""),
    // Friends bring friends (lib/referrals): off for a new shop. Bonus punches for the friend
    // with their join and for the inviter once the friend comes back, and how many invitations
    // a month one customer is rewarded for before the rest wait for review.
    referralsOn: boolean("referrals_on").notNull().default(false),
    referralFriendPunches: smallint("referral_friend_punches").notNull().default(1),
    referralInviterPunches: smallint("referral_inviter_punches").notNull().default(1),
    referralMonthlyMax: smallint("referral_monthly_max").notNull().default(5),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("shop_program_one_row", sql`${t.id}`),
    check("shop_program_referral_friend", sql`${t.referralFriendPunches} between 0 and 3`),
    check("shop_program_referral_inviter", sql`${t.referralInviterPunches} between 0 and 3`),
    check("shop_program_referral_max", sql`${t.referralMonthlyMax} between 1 and 100`),
    check("shop_program_card_size", sql`${t.cardSize} between 3 and 30`),
    check("shop_program_welcome", sql`${t.welcomePunches} between 0 and 5`),
    check("shop_program_token_punches", sql`${t.maxTokenPunches} between 1 and 5`),
  ],
);

export type ShopProgramRow = typeof shopProgram.$inferSelect;
export type ShopSettingsRow = typeof shopSettings.$inferSelect;
export type Upload = typeof uploads.$inferSelect;
