// Accounts and how they sign in.
import { sql } from "drizzle-orm";
import {
  check,
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
import { createdAt, updatedAt } from "./columns";

// Staff run the counter: tokens, codes, customer look-up and handing over a full card.
export const roleEnum = pgEnum("role", ["user", "staff", "admin"]);

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
    // Set while an admin has stopped this customer earning: they browse, every token or code is refused.
    earningBlockedAt: timestamp("earning_blocked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_username_key").on(t.username),
    // Leaderboard: customers by level then XP.
    index("users_leaderboard_idx").on(t.role, t.level.desc(), t.xp.desc()),
    // Admin users list, newest first, paged.
    index("users_created_idx").on(t.createdAt.desc(), t.id),
    // Finding a customer by any part of their username or name as the admin types: trigram
    // indexes serve `lower(...) like '%text%'` (the pg_trgm extension, created by the migration).
    index("users_username_trgm_idx").using("gin", sql`lower(${t.username}) gin_trgm_ops`),
    index("users_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    check("users_xp_nonnegative", sql`${t.xp} >= 0`),
    check("users_level_positive", sql`${t.level} >= 1`),
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
  (t) => [
    index("login_links_user_idx").on(t.userId),
    index("login_links_created_by_idx")
      .on(t.createdBy)
      .where(sql`${t.createdBy} is not null`),
  ],
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
  (t) => [
    index("revoked_sessions_expires_idx").on(t.expiresAt),
    index("revoked_sessions_user_idx").on(t.userId),
  ],
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

export type User = typeof users.$inferSelect;
export type Role = (typeof roleEnum.enumValues)[number];
export type LoginLink = typeof loginLinks.$inferSelect;
