// Messages to customers: their inbox, the phones that receive them by Web Push, what each
// customer wants to hear about, and what the shop sends on its own (automations, campaigns).
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

/** What a message is about: decides its push preference and the screen it opens. */
export const messageKindEnum = pgEnum("message_kind", [
  // Caused by something that happened to the customer.
  "reward_ready",
  "level_up",
  "ticket_reply",
  "announcement",
  // Written by an admin for a segment of customers.
  "campaign",
  // Sent by the shop on its own (automations).
  "welcome",
  "one_away",
  "reward_waiting",
  "miss_you",
  "birthday",
  // Friends bring friends: a friend joined with the customer's invitation; their bonus landed.
  "friend_joined",
  "referral_bonus",
]);

/**
 * A message's push: "pending" waits for a worker, "sending" was claimed by one (claimed before
 * the request, so a worker that dies mid-way never sends it twice), "skipped" needs no push
 * (no phone, or the customer turned that kind off).
 */
export const pushStatusEnum = pgEnum("push_status", [
  "pending",
  "sending",
  "sent",
  "failed",
  "skipped",
]);

export const campaignStatusEnum = pgEnum("campaign_status", [
  "scheduled",
  "sending",
  "sent",
  "cancelled",
]);

export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    // An app path the message opens ("/user/dashboard"); null opens the inbox itself.
    link: text("link"),
    // Who gets it: { kind, days?, tier? } as lib/fields/messages.ts parses it.
    segment: jsonb("segment").notNull(),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    status: campaignStatusEnum("status").notNull().default("scheduled"),
    // The last customer id the fan-out wrote an inbox row for: a worker that takes over after
    // a crash goes on from here instead of the start.
    cursor: uuid("cursor"),
    recipients: integer("recipients"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("campaigns_created_idx").on(t.createdAt.desc()),
    index("campaigns_created_by_idx")
      .on(t.createdBy)
      .where(sql`${t.createdBy} is not null`),
  ],
);

export const inboxMessages = pgTable(
  "inbox_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: messageKindEnum("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    // The app path a tap opens.
    link: text("link").notNull().default("/user/inbox"),
    // What makes a message once-only for its customer ("campaign:<id>", "welcome",
    // "one-away:<cycle>", "birthday:<year>" …): a unique key, so a retried job, a second app
    // server or a replayed trigger can never write it twice.
    dedupeKey: text("dedupe_key").notNull(),
    campaignId: uuid("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
    // The customer tapped its notification.
    openedAt: timestamp("opened_at", { withTimezone: true }),
    pushStatus: pushStatusEnum("push_status").notNull().default("skipped"),
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("inbox_messages_user_dedupe_key").on(t.userId, t.dedupeKey),
    // The inbox, newest first, paged; the unread count.
    index("inbox_messages_user_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("inbox_messages_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // A campaign's counts; an automation's "customers in the last 30 days"; the 180-day prune.
    index("inbox_messages_campaign_idx")
      .on(t.campaignId)
      .where(sql`${t.campaignId} is not null`),
    index("inbox_messages_kind_idx").on(t.kind, t.createdAt),
    index("inbox_messages_created_idx").on(t.createdAt),
  ],
);

// A browser's push subscription (one per phone or computer the customer allowed).
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The push service's URL the server POSTs to: only allowed hosts (lib/messaging/push).
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    // Shown in the list: the device, as its browser described itself.
    deviceName: text("device_name").notNull().default(""),
    createdAt: createdAt(),
    lastPushedAt: timestamp("last_pushed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

// What a customer wants to hear about, and their birthday. No row: every kind on, no birthday.
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    rewards: boolean("rewards").notNull().default(true),
    news: boolean("news").notNull().default(true),
    offers: boolean("offers").notNull().default(true),
    birthdayMonth: smallint("birthday_month"),
    birthdayDay: smallint("birthday_day"),
    // When the birthday was last entered or changed: one entered fewer than 30 days before
    // it earns nothing that year (lib/messaging/birthday.ts).
    birthdaySetAt: timestamp("birthday_set_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "notification_settings_birthday",
      sql`(${t.birthdayMonth} is null and ${t.birthdayDay} is null) or (${t.birthdayMonth} between 1 and 12 and ${t.birthdayDay} between 1 and 31)`,
    ),
    index("notification_settings_birthday_idx")
      .on(t.birthdayMonth, t.birthdayDay)
      .where(sql`${t.birthdayMonth} is not null`),
  ],
);

export const automationKindEnum = pgEnum("automation_kind", [
  "welcome",
  "one_away",
  "reward_waiting",
  "miss_you",
  "birthday",
]);

// The messages the shop sends on its own. No row: off, with the default text (lib/messages).
export const automations = pgTable("automations", {
  kind: automationKindEnum("kind").primaryKey(),
  enabled: boolean("enabled").notNull().default(false),
  title: text("title").notNull(),
  body: text("body").notNull(),
  // False: the owner kept the default text, and each customer gets it in their own language
  // (messages/<locale>/messaging.json). True: everyone gets the title and body as written.
  edited: boolean("edited").notNull().default(true),
  // We miss you: the days without a visit that count as an absence.
  days: integer("days"),
  updatedAt: updatedAt(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});

export type Campaign = typeof campaigns.$inferSelect;
export type InboxMessage = typeof inboxMessages.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NotificationSettings = typeof notificationSettings.$inferSelect;
export type Automation = typeof automations.$inferSelect;
export type MessageKind = (typeof messageKindEnum.enumValues)[number];
export type AutomationKind = (typeof automationKindEnum.enumValues)[number];
export type CampaignStatus = (typeof campaignStatusEnum.enumValues)[number];
