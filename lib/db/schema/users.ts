// Accounts and how they sign in.
import { sql } from "drizzle-orm";
import {
  boolean,
  bigint,
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
import { bytea, createdAt, updatedAt } from "./columns";

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
    // Null: no password at all (a customer who signs in with a passkey, or one imported without
    // a password who comes in through a login link). SPEC's password rules apply when one is set.
    passwordHash: text("password_hash"),
    // When the account's password was last set by a person: null for the first admin's printed
    // one (the setup guide asks the owner to replace it) and for accounts made before.
    passwordSetAt: timestamp("password_set_at", { withTimezone: true }),
    // Bumped on password change: sessions carry the version they were issued with.
    sessionVersion: integer("session_version").notNull().default(0),
    // Set while an admin has stopped this customer earning: they browse, every token or code is refused.
    earningBlockedAt: timestamp("earning_blocked_at", { withTimezone: true }),
    // The shop token a customer joined with at the counter (lib/users/join.ts); null for
    // accounts an admin made, bulk or imported. Its redemption is announced as a new customer.
    joinTokenId: text("join_token_id"),
    // The language the customer chose in their profile (lib/i18n/locales.ts); null: the
    // browser's or the shop's. It follows them to every device and to their pushes.
    locale: text("locale"),
    // The code on the customer's wallet pass (its QR and its printed form): the counter's
    // search finds them by it. Given when their first pass is made (lib/wallet/member-code.ts).
    memberCode: text("member_code"),
    // The owner's own test customer from the setup guide (lib/setup/test-customer.ts): a real
    // card for trying a first punch on their phone, left out of every figure, the leaderboard
    // and the exports, and deleted with its history when the owner is done.
    isTest: boolean("is_test").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_username_key").on(t.username),
    uniqueIndex("users_member_code_key").on(t.memberCode),
    // Leaderboard: customers by level then XP.
    index("users_leaderboard_idx").on(t.role, t.level.desc(), t.xp.desc()),
    // Admin users list, newest first, paged.
    index("users_created_idx").on(t.createdAt.desc(), t.id),
    // The few test customers: the figures' "not a test customer" is a probe of this index.
    index("users_test_idx")
      .on(t.id)
      .where(sql`${t.isTest}`),
    // Finding a customer by any part of their username or name as the admin types: trigram
    // indexes serve `lower(...) like '%text%'` (the pg_trgm extension, created by the migration).
    index("users_username_trgm_idx").using("gin", sql`lower(${t.username}) gin_trgm_ops`),
    index("users_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    check("users_xp_nonnegative", sql`${t.xp} >= 0`),
    check("users_level_positive", sql`${t.level} >= 1`),
    check("users_locale", sql`${t.locale} in ('en', 'es', 'fr', 'de', 'pt-BR', 'ar')`),
  ],
);

// A login link printed on a customer's card (bulk accounts, imports: 30 days), or a sign-in QR
// shown at the counter for a new phone or a forgotten password (10 minutes), after which the
// customer may set a new password without the old one; or ('counter') the setup guide's QR that
// signs a tablet in as a staff account and opens the counter display (10 minutes). Only a
// 'counter' link signs in staff, and it signs in nobody else.
export const loginLinkPurposeEnum = pgEnum("login_link_purpose", ["card", "recovery", "counter"]);

export const loginLinks = pgTable(
  "login_links",
  {
    // SHA-256 of the link's secret: a database dump cannot be turned into working links.
    tokenHash: text("token_hash").primaryKey(),
    purpose: loginLinkPurposeEnum("purpose").notNull().default("card"),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    // Taken back unused: the account's password or role changed after it was issued.
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    // The session the link opened: for a short while it may set a new password without the
    // current one (a forgotten password, a new phone), and no other session may.
    sessionId: text("session_id"),
  },
  (t) => [
    index("login_links_user_idx").on(t.userId, t.createdAt.desc()),
    index("login_links_created_by_idx")
      .on(t.createdBy)
      .where(sql`${t.createdBy} is not null`),
  ],
);

// A passkey (WebAuthn credential) an account signs in with. The public key verifies each
// sign-in's signature; the counter, where the authenticator keeps one, must rise every time.
export const passkeys = pgTable(
  "passkeys",
  {
    // The credential id, base64url: what the browser names when it signs in with it.
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    publicKey: bytea("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Synced across the owner's devices (iCloud Keychain, Google Password Manager) or not.
    backedUp: boolean("backed_up").notNull().default(false),
    // Shown in the list: the device it was made on, as its browser described itself.
    deviceName: text("device_name").notNull().default(""),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId, t.createdAt)],
);

export const challengePurposeEnum = pgEnum("challenge_purpose", [
  "register",
  "join",
  "login",
  "confirm",
]);

// WebAuthn challenges, kept in the database (any app server may receive the answer), used
// once and short-lived. A "join" challenge carries the id the new account will get, which the
// passkey is made for before the account exists.
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: challengePurposeEnum("purpose").notNull(),
    userId: uuid("user_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // A join through an invitation whose first try the browser refused because the
    // authenticator already holds one of the inviter's passkeys: the join made with this
    // challenge is a self-invitation (lib/referrals/join-referral.ts). Kept here, on the
    // server, since the browser's word alone could be left out.
    sameAuthenticator: boolean("same_authenticator").notNull().default(false),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt)],
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
export type Passkey = typeof passkeys.$inferSelect;
