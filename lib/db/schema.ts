import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum("role", ["user", "admin"]);
export const ticketStatusEnum = pgEnum("ticket_status", ["open", "closed"]);
export const tokenKindEnum = pgEnum("token_kind", ["admin", "level_up"]);
export const ledgerReasonEnum = pgEnum("ledger_reason", [
  "token",
  "code",
  "admin_punch",
  "admin_xp",
  "card_reset",
]);
export const blogCategoryEnum = pgEnum("blog_category", [
  "Product Reviews",
  "Updates & News",
  "My Story",
  "Tips & Tricks",
  "Behind the Scenes",
  "Community",
]);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    name: text("name").notNull().default(""),
    role: roleEnum("role").notNull().default("user"),
    level: integer("level").notNull().default(1),
    xp: integer("xp").notNull().default(0),
    passwordHash: text("password_hash").notNull(),
    // Bumped on password change: sessions carry the version they were issued with.
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_username_key").on(t.username),
    // Leaderboard: customers by level then XP.
    index("users_leaderboard_idx").on(t.role, t.level.desc(), t.xp.desc()),
    // Admin users list, newest first, paged.
    index("users_created_idx").on(t.createdAt.desc(), t.id),
    check("users_xp_nonnegative", sql`${t.xp} >= 0`),
    check("users_level_positive", sql`${t.level} >= 1`),
  ],
);

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

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [
    index("categories_name_idx").on(t.name),
    // "Drinks" and "drinks" would be two tabs customers cannot tell apart.
    uniqueIndex("categories_name_lower_key").on(sql`lower(${t.name})`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    detailedDescription: text("detailed_description"),
    imageUrl: text("image_url").notNull().default("/placeholder.svg"),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    videoUrl: text("video_url"),
    flavors: text("flavors")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stock: integer("stock").notNull().default(0),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    // Money is kept in whole cents so sums never drift.
    priceCents: integer("price_cents").notNull(),
    dealPriceCents: integer("deal_price_cents"),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId),
    index("products_visible_idx").on(t.hidden, t.createdAt.desc()),
    check("products_stock_nonnegative", sql`${t.stock} >= 0`),
    check("products_price_nonnegative", sql`${t.priceCents} >= 0`),
    check("products_deal_positive", sql`${t.dealPriceCents} is null or ${t.dealPriceCents} > 0`),
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

export const announcements = pgTable(
  "announcements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("announcements_created_idx").on(t.createdAt.desc())],
);

export const tickets = pgTable(
  "tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    status: ticketStatusEnum("status").notNull().default("open"),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tickets_user_idx").on(t.userId, t.updatedAt.desc()),
    index("tickets_updated_idx").on(t.updatedAt.desc()),
  ],
);

export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    // An admin's reply stays in the customer's conversation if that admin is removed.
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    message: text("message").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("ticket_messages_ticket_idx").on(t.ticketId, t.createdAt)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    productName: text("product_name").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    rating: smallint("rating").notNull(),
    comment: text("comment"),
    isAdmin: boolean("is_admin").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.createdAt.desc()),
    index("reviews_created_idx").on(t.createdAt.desc()),
    index("reviews_user_idx").on(t.userId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    category: blogCategoryEnum("category").notNull(),
    published: boolean("published").notNull().default(false),
    author: text("author").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blog_posts_published_idx").on(t.published, t.createdAt.desc())],
);

export const inventoryItems = pgTable(
  "inventory_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productName: text("product_name").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    fillAmount: smallint("fill_amount").notNull().default(1),
    sellPriceCents: integer("sell_price_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("inventory_items_created_idx").on(t.createdAt),
    check("inventory_fill_amount", sql`${t.fillAmount} in (0, 1, 2)`),
    check("inventory_quantity_nonnegative", sql`${t.quantity} >= 0`),
  ],
);

export const loginLinks = pgTable(
  "login_links",
  {
    // SHA-256 of the link's secret: a database dump cannot be turned into working links.
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("login_links_user_idx").on(t.userId)],
);

export const uploads = pgTable("uploads", {
  // 128 random bits: the served address cannot be guessed.
  id: text("id").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

// Sessions ended by signing out, kept until their cookie would have expired anyway. The
// per-request user lookup checks this table in the same statement (lib/auth/session.ts).
export const revokedSessions = pgTable(
  "revoked_sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("revoked_sessions_expires_idx").on(t.expiresAt)],
);

// Addresses an account has signed in from: the account-wide sign-in slowdown spares them, so
// guessing from elsewhere never stops the owner (lib/auth/sign-in.ts).
export const knownSignIns = pgTable(
  "known_sign_ins",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

// Settings the servers share through the database, such as the session signing secret.
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export type User = typeof users.$inferSelect;
export type Role = (typeof roleEnum.enumValues)[number];
export type PunchCard = typeof punchCards.$inferSelect;
export type PunchToken = typeof punchTokens.$inferSelect;
export type VerificationCode = typeof verificationCodes.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Announcement = typeof announcements.$inferSelect;
export type Ticket = typeof tickets.$inferSelect;
export type TicketMessage = typeof ticketMessages.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type BlogCategory = (typeof blogCategoryEnum.enumValues)[number];
export type InventoryItem = typeof inventoryItems.$inferSelect;
export type LoginLink = typeof loginLinks.$inferSelect;
export type LedgerEntry = typeof rewardLedger.$inferSelect;
export type Upload = typeof uploads.$inferSelect;
