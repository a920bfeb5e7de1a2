// Wallet passes: the shop's own Apple and Google Wallet accounts, the pass each customer added,
// and the iPhones that registered an Apple pass for its updates (docs/wallet.md).
import { sql } from "drizzle-orm";
import {
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
import { users } from "./users";

export const walletKindEnum = pgEnum("wallet_kind", ["apple", "google"]);

/**
 * A wallet the owner connected: what may be shown (`details`: the Pass Type ID and Team ID, or
 * the issuer id and the service account's address) beside what never is (`secret`: the
 * certificate and key, or the service account's key, encrypted with a key derived from
 * AUTH_SECRET, lib/security/secret-box.ts).
 */
export const walletConnections = pgTable("wallet_connections", {
  kind: walletKindEnum("kind").primaryKey(),
  details: jsonb("details").$type<Record<string, string>>().notNull(),
  secret: text("secret").notNull(),
  // The pass certificate's end (Apple's last a year); null for Google.
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/**
 * A customer's pass in one wallet. Its id is the pass's serial number (Apple) and the loyalty
 * object's suffix (Google). A deleted customer's pass stays, `userId` null and `voidedAt` set,
 * so its last update (voided, inactive) can still be fetched once and every later request
 * answers 401.
 */
export const walletPasses = pgTable(
  "wallet_passes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: walletKindEnum("kind").notNull(),
    // Apple's authenticationToken, encrypted: baked into the installed pass, never changed.
    authToken: text("auth_token"),
    // The card's figures the pass last showed: an update that changes none of them sends nothing.
    shown: jsonb("shown").$type<Record<string, unknown>>(),
    // Rewards waiting when the pass was last sent: more now means one became ready (Google's notice).
    rewardsShown: integer("rewards_shown").notNull().default(0),
    // Google's lock-screen notices sent on `noticesDay` (the shop's day): never more than 3.
    noticesDay: date("notices_day"),
    noticesSent: smallint("notices_sent").notNull().default(0),
    // Google's save and delete callbacks.
    savedAt: timestamp("saved_at", { withTimezone: true }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    createdAt: createdAt(),
    // When its content last changed: Apple's Last-Modified and the registrations' update tag.
    updatedAt: updatedAt(),
    // The change its devices (Apple) or Google were last told of: behind `updatedAt`, a retry
    // of the update still has to tell them.
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    // An update this pass still waits for (lib/wallet/sweep.ts): the card's change marks it in
    // its own transaction. `updateWanted` counts the marks (a sweep clears only the mark it
    // saw, never one made while it worked); `updateWantedAt` is the latest, `updateWantedSince`
    // the oldest not yet sent; `updateClaimedUntil` the lease of the sweep at work on it.
    updateWanted: integer("update_wanted").notNull().default(0),
    updateWantedAt: timestamp("update_wanted_at", { withTimezone: true }),
    updateWantedSince: timestamp("update_wanted_since", { withTimezone: true }),
    updateClaimedUntil: timestamp("update_claimed_until", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("wallet_passes_user_kind").on(t.userId, t.kind),
    index("wallet_passes_updated").on(t.updatedAt),
    index("wallet_passes_update_wanted")
      .on(t.updateWantedSince)
      .where(sql`${t.updateWantedSince} is not null`),
  ],
);

/** An iPhone that registered an Apple pass: the push token APNs wakes it with. */
export const walletDevices = pgTable(
  "wallet_devices",
  {
    deviceLibraryId: text("device_library_id").notNull(),
    passId: uuid("pass_id")
      .notNull()
      .references(() => walletPasses.id, { onDelete: "cascade" }),
    pushToken: text("push_token").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceLibraryId, t.passId] }),
    index("wallet_devices_pass").on(t.passId, t.createdAt),
  ],
);

/** Google's save and delete callbacks already taken (Google may send one more than once). */
export const walletCallbacks = pgTable("wallet_callbacks", {
  id: text("id").primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
