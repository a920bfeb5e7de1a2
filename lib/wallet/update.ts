import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { walletDevices, walletPasses } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { getShopSettings } from "@/lib/settings/shop";
import { pushPassUpdates } from "./apple/apns";
import { passContent, passFiguresOf, sameFigures, type PassFigures } from "./card";
import { googleClient, markShown, objectBody, objectId } from "./google-pass";
import type { PassRow } from "./passes";
import { appleConnection, googleConnection } from "./store";

// A sweep's passes (lib/wallet/sweep.ts), each showing the card as it is now. Apple: the
// pass's change is recorded (its Last-Modified and tag), then one APNs connection wakes every
// device of the round; each fetches the newly signed pass itself. Google: the loyalty object is
// patched. A pass whose figures did not change sends nothing; a pass whose update failed keeps
// its mark, and its retry still tells what was not told (`notifiedAt` behind `updatedAt`).

/** Google allows 3 lock-screen notices per pass a day; a reward that became ready uses one. */
export const GOOGLE_NOTICES_PER_DAY = 3;

/** The shop's calendar day, as Google's daily count is kept. */
const shopDay = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone }).format(at);

type Wake = { passId: string; tokens: string[] };

/**
 * Records the batch's Apple passes' changes, in a few statements whatever its size (the
 * punches go on meanwhile, on the same database): answers the devices to wake. A pass is
 * told of its change (`notifiedAt` reaching `updatedAt`) once its devices were woken.
 */
async function planApple(passes: PassRow[]): Promise<Wake[]> {
  const userIds = passes.flatMap((pass) => (pass.userId && !pass.voidedAt ? [pass.userId] : []));
  const figures = await passFiguresOf(userIds);
  const changed: { id: string; shown: PassFigures }[] = [];
  const due: PassRow[] = [];
  for (const pass of passes) {
    const now = pass.userId && !pass.voidedAt ? figures.get(pass.userId) : undefined;
    if (now && !sameFigures(pass.shown, now)) {
      changed.push({ id: pass.id, shown: now });
      due.push(pass);
    } else if (!pass.notifiedAt || pass.notifiedAt < pass.updatedAt) due.push(pass);
  }
  if (changed.length > 0) {
    await db.execute(sql`
      update wallet_passes p set shown = c.shown, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as c(id uuid, shown jsonb)
      where p.id = c.id`);
  }
  if (due.length === 0) return [];
  const devices = await db
    .select({ passId: walletDevices.passId, token: walletDevices.pushToken })
    .from(walletDevices)
    .where(
      inArray(
        walletDevices.passId,
        due.map((pass) => pass.id),
      ),
    );
  const wakes = due.map((pass) => ({
    passId: pass.id,
    tokens: devices.filter((d) => d.passId === pass.id).map((d) => d.token),
  }));
  // Passes on no device: nothing to wake, told at once.
  await markTold(wakes.filter((w) => w.tokens.length === 0).map((w) => w.passId));
  return wakes.filter((w) => w.tokens.length > 0);
}

const markTold = async (passIds: string[]) => {
  if (passIds.length === 0) return;
  await db
    .update(walletPasses)
    .set({ notifiedAt: sql`${walletPasses.updatedAt}` })
    .where(inArray(walletPasses.id, passIds));
};

/** Wakes the planned devices on one APNs connection; the passes whose pushes failed. */
async function wakeDevices(wakes: Wake[]): Promise<string[]> {
  const connection = await appleConnection();
  // An expired certificate cannot push: installed passes keep their last state (docs/wallet.md).
  if (!connection || connection.expiresAt.getTime() <= Date.now()) return [];
  const tokens = [...new Set(wakes.flatMap((w) => w.tokens))];
  const result = await pushPassUpdates({
    origin: env.APNS_ORIGIN,
    certificatePem: connection.certificatePem,
    privateKeyPem: connection.privateKeyPem,
    topic: connection.passTypeIdentifier,
    tokens,
  });
  // A device that left (410, or a token APNs no longer knows) is not woken again.
  if (result.gone.length > 0) {
    await db.delete(walletDevices).where(inArray(walletDevices.pushToken, result.gone));
  }
  const failed = new Set(result.failed.map((f) => f.token));
  if (failed.size > 0) {
    const first = result.failed[0]!;
    console.error(
      `[wallet] APNs refused ${failed.size} of ${tokens.length} pushes (${first.status} ${first.reason ?? ""})`,
    );
  }
  const told: string[] = [];
  const notTold: string[] = [];
  for (const wake of wakes) {
    (wake.tokens.some((t) => failed.has(t)) ? notTold : told).push(wake.passId);
  }
  await markTold(told);
  return notTold;
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

/**
 * Updates each pass (any customer's, a deleted customer's voided one): answers the ids of those
 * whose update failed, to be tried again. Each wallet on its own: Google being down does not
 * hold an iPhone back.
 */
export async function updatePasses(passes: PassRow[]): Promise<Set<string>> {
  const failed = new Set<string>();
  const apple = passes.filter((pass) => pass.kind === "apple");
  const google = passes.filter((pass) => pass.kind === "google");
  const note = (error: unknown) =>
    console.error(`[wallet] an update failed: ${error instanceof Error ? error.message : error}`);
  await Promise.all(
    google.map((pass) =>
      updateGoogle(pass).catch((error: unknown) => {
        note(error);
        failed.add(pass.id);
      }),
    ),
  );
  try {
    const wakes = await planApple(apple);
    if (wakes.length > 0) for (const id of await wakeDevices(wakes)) failed.add(id);
  } catch (error) {
    note(error);
    for (const pass of apple) failed.add(pass.id);
  }
  return failed;
}
