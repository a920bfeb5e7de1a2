import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { walletDevices, walletPasses } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { getShopSettings } from "@/lib/settings/shop";
import { pushPassUpdates } from "./apple/apns";
import { passContent, passFigures, sameFigures } from "./card";
import { googleClient, markShown, objectBody, objectId } from "./google-pass";
import type { PassRow } from "./passes";
import { appleConnection, googleConnection } from "./store";

// The `wallet-update` job (lib/wallet/listeners.ts puts it): each pass of the customer shows
// the card as it is now. Apple: the pass's change is recorded (its Last-Modified and tag) and
// its devices are woken by APNs; each fetches the newly signed pass itself. Google: the loyalty
// object is patched. A pass whose figures did not change sends nothing; a failure throws, and
// the retry still tells what was not told (`notifiedAt` behind `updatedAt`).

/** Google allows 3 lock-screen notices per pass a day; a reward that became ready uses one. */
export const GOOGLE_NOTICES_PER_DAY = 3;

/** The shop's calendar day, as Google's daily count is kept. */
const shopDay = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone }).format(at);

async function updateApple(pass: PassRow): Promise<void> {
  const connection = await appleConnection();
  // An expired certificate cannot push: installed passes keep their last state (docs/wallet.md).
  if (!connection || connection.expiresAt.getTime() <= Date.now()) return;
  let changedAt = pass.updatedAt;
  if (!pass.voidedAt && pass.userId) {
    const figures = await passFigures(pass.userId);
    if (!figures) return;
    if (!sameFigures(pass.shown, figures)) {
      changedAt = new Date();
      await db
        .update(walletPasses)
        .set({ shown: figures, updatedAt: changedAt })
        .where(eq(walletPasses.id, pass.id));
    }
  }
  if (pass.notifiedAt && pass.notifiedAt >= changedAt) return;
  const devices = await db
    .select({ token: walletDevices.pushToken })
    .from(walletDevices)
    .where(eq(walletDevices.passId, pass.id));
  if (devices.length > 0) {
    const result = await pushPassUpdates({
      origin: env.APNS_ORIGIN,
      certificatePem: connection.certificatePem,
      privateKeyPem: connection.privateKeyPem,
      topic: connection.passTypeIdentifier,
      tokens: [...new Set(devices.map((d) => d.token))],
    });
    // A device that left (410, or a token APNs no longer knows) is not woken again.
    if (result.gone.length > 0) {
      await db
        .delete(walletDevices)
        .where(
          and(eq(walletDevices.passId, pass.id), inArray(walletDevices.pushToken, result.gone)),
        );
    }
    if (result.failed.length > 0) {
      const first = result.failed[0]!;
      throw new Error(
        `APNs refused ${result.failed.length} of ${devices.length} pushes (${first.status} ${first.reason ?? ""})`,
      );
    }
  }
  await db.update(walletPasses).set({ notifiedAt: changedAt }).where(eq(walletPasses.id, pass.id));
}

async function updateGoogle(pass: PassRow): Promise<void> {
  const connection = await googleConnection();
  if (!connection) return;
  const client = googleClient(connection);
  const id = objectId(connection, pass.id);
  if (pass.voidedAt || !pass.userId) {
    await client.patchObject(id, { state: "INACTIVE" }, { notify: false });
    await db.delete(walletPasses).where(eq(walletPasses.id, pass.id));
    return;
  }
  const now = new Date();
  const { content, figures } = await passContent(pass.userId, { serial: pass.id, updatedAt: now });
  if (sameFigures(pass.shown, figures) && pass.notifiedAt && pass.notifiedAt >= pass.updatedAt) {
    return;
  }
  const { timeZone } = await getShopSettings();
  const today = shopDay(timeZone, now);
  const sentToday = pass.noticesDay === today ? pass.noticesSent : 0;
  // Only a reward that became ready is worth the lock screen, and never over Google's limit.
  const notify = figures.ready > pass.rewardsShown && sentToday < GOOGLE_NOTICES_PER_DAY;
  await client.patchObject(id, await objectBody(connection, content), { notify });
  await markShown(pass, figures, now);
  await db
    .update(walletPasses)
    .set({ noticesDay: today, noticesSent: sentToday + (notify ? 1 : 0) })
    .where(eq(walletPasses.id, pass.id));
}

export async function walletUpdateJob(data: unknown): Promise<void> {
  const { userId, passIds } = data as { userId?: string; passIds?: string[] };
  const where = userId
    ? and(eq(walletPasses.userId, userId), isNull(walletPasses.removedAt))
    : inArray(walletPasses.id, passIds ?? []);
  const passes = await db.select().from(walletPasses).where(where);
  const failures: unknown[] = [];
  // Each wallet on its own: Google being down does not hold the iPhone's update back.
  for (const pass of passes) {
    try {
      await (pass.kind === "apple" ? updateApple(pass) : updateGoogle(pass));
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}
