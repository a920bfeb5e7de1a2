import "server-only";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { walletDevices, walletPasses } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { getShopSettings } from "@/lib/settings/shop";
import { pushPassUpdates } from "./apple/apns";
import { passContent, passFiguresOf, sameFigures, type PassFigures } from "./card";
import { googleClient, markShown, objectBody, objectId } from "./google-pass";
import type { PassRow } from "./passes";
import { appleConnection, googleConnection } from "./store";

// The `wallet-update` jobs (lib/wallet/listeners.ts puts them), taken a batch at a time: each
// pass of each customer shows the card as it is now. Apple: the pass's change is recorded (its
// Last-Modified and tag), then one APNs connection wakes every device of the batch; each
// fetches the newly signed pass itself. Google: the loyalty object is patched. A pass whose
// figures did not change sends nothing; a job whose work failed is retried, and its retry
// still tells what was not told (`notifiedAt` behind `updatedAt`).

/** Google allows 3 lock-screen notices per pass a day; a reward that became ready uses one. */
export const GOOGLE_NOTICES_PER_DAY = 3;

/** The shop's calendar day, as Google's daily count is kept. */
const shopDay = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone }).format(at);

type Wake = { job: number; passId: string; tokens: string[] };

/**
 * Records the batch's Apple passes' changes, in a few statements whatever its size (the
 * punches go on meanwhile, on the same database): answers the devices to wake. A pass is
 * told of its change (`notifiedAt` reaching `updatedAt`) once its devices were woken.
 */
async function planApple(passes: { pass: PassRow; job: number }[]): Promise<Wake[]> {
  const userIds = passes.flatMap(({ pass }) =>
    pass.userId && !pass.voidedAt ? [pass.userId] : [],
  );
  const figures = await passFiguresOf(userIds);
  const changed: { id: string; shown: PassFigures }[] = [];
  const due: { pass: PassRow; job: number }[] = [];
  for (const entry of passes) {
    const { pass } = entry;
    const now = pass.userId && !pass.voidedAt ? figures.get(pass.userId) : undefined;
    if (now && !sameFigures(pass.shown, now)) {
      changed.push({ id: pass.id, shown: now });
      due.push(entry);
    } else if (!pass.notifiedAt || pass.notifiedAt < pass.updatedAt) due.push(entry);
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
        due.map(({ pass }) => pass.id),
      ),
    );
  const wakes = due.map(({ pass, job }) => ({
    job,
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

/** Wakes the planned devices on one APNs connection; the jobs whose pushes failed. */
async function wakeDevices(wakes: Wake[]): Promise<Set<number>> {
  const failedJobs = new Set<number>();
  const connection = await appleConnection();
  // An expired certificate cannot push: installed passes keep their last state (docs/wallet.md).
  if (!connection || connection.expiresAt.getTime() <= Date.now()) return failedJobs;
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
  for (const wake of wakes) {
    if (wake.tokens.some((t) => failed.has(t))) failedJobs.add(wake.job);
    else told.push(wake.passId);
  }
  await markTold(told);
  return failedJobs;
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

type JobData = { userId?: string; passIds?: string[] };

/** The passes each job names (a customer's, or a deleted customer's by id), in one query. */
async function passesOf(batch: JobData[]): Promise<{ pass: PassRow; job: number }[]> {
  const userIds = batch.flatMap((d) => (d.userId ? [d.userId] : []));
  const passIds = batch.flatMap((d) => d.passIds ?? []);
  const rows = await db
    .select()
    .from(walletPasses)
    .where(
      or(
        userIds.length > 0
          ? and(inArray(walletPasses.userId, userIds), isNull(walletPasses.removedAt))
          : undefined,
        passIds.length > 0 ? inArray(walletPasses.id, passIds) : undefined,
      ),
    );
  return rows.flatMap((pass) => {
    const job = batch.findIndex(
      (d) => (pass.userId !== null && d.userId === pass.userId) || d.passIds?.includes(pass.id),
    );
    return job === -1 ? [] : [{ pass, job }];
  });
}

/**
 * A batch of jobs' data ({ userId } or { passIds }): answers, per job, the error that should
 * retry it, or null. Each wallet on its own: Google being down does not hold an iPhone back.
 */
export async function walletUpdateBatch(batch: unknown[]): Promise<(Error | null)[]> {
  const errors: (Error | null)[] = batch.map(() => null);
  const fail = (job: number, error: unknown) => {
    errors[job] ??= error instanceof Error ? error : new Error(String(error));
  };
  const jobs = batch as JobData[];
  if (!jobs.some((d) => d.userId || d.passIds?.length)) return errors;
  const apple: { pass: PassRow; job: number }[] = [];
  const google: { pass: PassRow; job: number }[] = [];
  try {
    for (const entry of await passesOf(jobs))
      (entry.pass.kind === "apple" ? apple : google).push(entry);
  } catch (error) {
    batch.forEach((_, job) => fail(job, error));
    return errors;
  }
  await Promise.all(google.map(({ pass, job }) => updateGoogle(pass).catch((e) => fail(job, e))));
  try {
    const wakes = await planApple(apple);
    if (wakes.length > 0) {
      for (const job of await wakeDevices(wakes)) fail(job, new Error("APNs refused a push"));
    }
  } catch (error) {
    for (const { job } of apple) fail(job, error);
  }
  return errors;
}

/** One job on its own (the crash tests, a retry): throws to retry. */
export async function walletUpdateJob(data: unknown): Promise<void> {
  const [error] = await walletUpdateBatch([data]);
  if (error) throw error;
}
