import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { walletDevices, walletPasses } from "@/lib/db/schema";
import { countHit, holdLimit } from "@/lib/security/rate-limit";
import { ApiError } from "@/lib/http/errors";
import { getShopSettings } from "@/lib/settings/shop";
import { PASS_NOT_YOURS, PASSKIT_BUSY } from "./messages";
import { signedApplePass } from "./apple-pass";
import { applePassFor } from "./passes";
import { appleConnection } from "./store";

// Apple's PassKit web service (developer.apple.com, "Wallet Passes: web service"): the iPhone
// registers a pass for updates, asks which of its passes changed since its last tag, fetches
// each one, and reports its errors. Every answer is a status the device understands; nothing
// here says whether a serial exists to a caller without its token.

/** Devices one pass may be registered on; a new one over it takes the oldest one's place. */
export const DEVICES_PER_PASS = 10;

/**
 * Requests one address may make to the web service in ten minutes: Wallet retries failed calls
 * on its own (several a minute for a while), and a family's iPhones share one address.
 */
export const PASSKIT_LIMIT = { limit: 600, windowSeconds: 600 };
export const PASSKIT_LOG_LIMIT = { limit: 30, windowSeconds: 600 };

/** Counts a request of `ip`; over the limit, a 429 that says when to try again. */
export async function holdPasskitLimit(
  ip: string,
  kind: "service" | "log",
  rule = kind === "log" ? PASSKIT_LOG_LIMIT : PASSKIT_LIMIT,
): Promise<void> {
  const key = `passkit:${kind}:${ip}`;
  const wait = await transaction(async (tx) => {
    const held = await holdLimit(tx, key, rule);
    if (held === 0) await countHit(tx, key, rule);
    return held;
  });
  if (wait > 0) throw ApiError.retryLater(PASSKIT_BUSY, wait);
}

/** A refusal of the web service: 401 for a pass the caller holds no token of. */
export const notYours = () => new ApiError("unauthorized", PASS_NOT_YOURS);

async function ownPassType(passTypeIdentifier: string) {
  const connection = await appleConnection();
  return connection && connection.passTypeIdentifier === passTypeIdentifier ? connection : null;
}

/** 201 registered, 200 already registered, 401 not this pass's token (or no such pass). */
export async function registerDevice({
  deviceLibraryId,
  passTypeIdentifier,
  serial,
  authorization,
  pushToken,
}: {
  deviceLibraryId: string;
  passTypeIdentifier: string;
  serial: string;
  authorization: string | null;
  pushToken: string;
}): Promise<201 | 200 | 401> {
  if (!(await ownPassType(passTypeIdentifier))) return 401;
  const pass = await applePassFor(serial, authorization);
  if (!pass || pass.voidedAt) return 401;
  return transaction(async (tx) => {
    const [made] = await tx
      .insert(walletDevices)
      .values({ deviceLibraryId, passId: pass.id, pushToken })
      .onConflictDoUpdate({
        target: [walletDevices.deviceLibraryId, walletDevices.passId],
        set: { pushToken },
        // xmax = 0 only on a row this statement inserted.
        setWhere: sql`${walletDevices.pushToken} is distinct from ${pushToken}`,
      })
      .returning({ inserted: sql<boolean>`xmax = 0` });
    if (!made?.inserted) return 200;
    // Over the bound, the oldest registrations go (a pass shared too widely stops following).
    const all = await tx
      .select({ deviceLibraryId: walletDevices.deviceLibraryId })
      .from(walletDevices)
      .where(eq(walletDevices.passId, pass.id))
      .orderBy(asc(walletDevices.createdAt));
    const over = all.length - DEVICES_PER_PASS;
    if (over > 0) {
      const oldest = all.slice(0, over).map((d) => d.deviceLibraryId);
      await tx
        .delete(walletDevices)
        .where(
          and(eq(walletDevices.passId, pass.id), inArray(walletDevices.deviceLibraryId, oldest)),
        );
    }
    return 201;
  });
}

/** 200 removed (or already gone), 401 not this pass's token. */
export async function unregisterDevice({
  deviceLibraryId,
  passTypeIdentifier,
  serial,
  authorization,
}: {
  deviceLibraryId: string;
  passTypeIdentifier: string;
  serial: string;
  authorization: string | null;
}): Promise<200 | 401> {
  if (!(await ownPassType(passTypeIdentifier))) return 401;
  const pass = await applePassFor(serial, authorization);
  if (!pass) return 401;
  await db
    .delete(walletDevices)
    .where(
      and(eq(walletDevices.passId, pass.id), eq(walletDevices.deviceLibraryId, deviceLibraryId)),
    );
  return 200;
}

/**
 * The serial numbers of this device's passes changed after `since` (the tag the last answer
 * gave: microseconds, as text), every one when no tag is given; null when none changed (204).
 */
export async function changedSerials({
  deviceLibraryId,
  passTypeIdentifier,
  since,
}: {
  deviceLibraryId: string;
  passTypeIdentifier: string;
  since: string | null;
}): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
  if (!(await ownPassType(passTypeIdentifier))) return null;
  const tag = since && /^\d{1,20}$/.test(since) ? since : null;
  const micros = sql`(extract(epoch from ${walletPasses.updatedAt}) * 1000000)::bigint`;
  const rows = await db
    .select({ serial: walletPasses.id, micros: sql<string>`${micros}::text` })
    .from(walletDevices)
    .innerJoin(walletPasses, eq(walletPasses.id, walletDevices.passId))
    .where(
      and(
        eq(walletDevices.deviceLibraryId, deviceLibraryId),
        tag ? sql`${micros} > ${tag}::bigint` : undefined,
      ),
    );
  if (rows.length === 0) return null;
  const lastUpdated = rows.reduce(
    (max, r) => (BigInt(r.micros) > BigInt(max) ? r.micros : max),
    rows[0]!.micros,
  );
  return { serialNumbers: rows.map((r) => r.serial), lastUpdated };
}

export type FetchedPass =
  | { status: 401 }
  | { status: 304; lastModified: Date }
  | { status: 200; body: Buffer; lastModified: Date };

/**
 * HTTP dates carry whole seconds: the pass's change rounded up, so a device holding it asks
 * with a date no earlier than the change. (Two changes within one second would look alike, but
 * updates are sent seconds apart: lib/wallet/listeners.ts.)
 */
const httpDate = (d: Date) => new Date(Math.ceil(d.getTime() / 1000) * 1000);

/**
 * The freshly signed pass, or 304 when `If-Modified-Since` is its last change. A deleted
 * customer's pass answers its voided self once, then the pass goes, and every later call 401.
 */
export async function fetchPass({
  passTypeIdentifier,
  serial,
  authorization,
  ifModifiedSince,
}: {
  passTypeIdentifier: string;
  serial: string;
  authorization: string | null;
  ifModifiedSince: string | null;
}): Promise<FetchedPass> {
  const connection = await ownPassType(passTypeIdentifier);
  if (!connection) return { status: 401 };
  const pass = await applePassFor(serial, authorization);
  if (!pass) return { status: 401 };
  const lastModified = httpDate(pass.updatedAt);
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : NaN;
  if (!pass.voidedAt && since >= lastModified.getTime()) return { status: 304, lastModified };
  const { shopName } = await getShopSettings();
  const body = await signedApplePass(pass, connection, { shopName });
  if (pass.voidedAt) await db.delete(walletPasses).where(eq(walletPasses.id, pass.id));
  return { status: 200, body, lastModified };
}
