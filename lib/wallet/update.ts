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

type Wake = { job: number; passId: string; changedAt: Date; tokens: string[] };

/** Records an Apple pass's change; answers the devices to wake, if any must be. */
async function planApple(pass: PassRow, job: number): Promise<Wake | null> {
  let changedAt = pass.updatedAt;
  if (!pass.voidedAt && pass.userId) {
    const figures = await passFigures(pass.userId);
    if (!figures) return null;
    if (!sameFigures(pass.shown, figures)) {
      changedAt = new Date();
      await db
        .update(walletPasses)
        .set({ shown: figures, updatedAt: changedAt })
        .where(eq(walletPasses.id, pass.id));
    }
  }
  if (pass.notifiedAt && pass.notifiedAt >= changedAt) return null;
  const devices = await db
    .select({ token: walletDevices.pushToken })
    .from(walletDevices)
    .where(eq(walletDevices.passId, pass.id));
  return { job, passId: pass.id, changedAt, tokens: devices.map((d) => d.token) };
}

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
  for (const wake of wakes) {
    if (wake.tokens.some((t) => failed.has(t))) {
      failedJobs.add(wake.job);
      continue;
    }
    await db
      .update(walletPasses)
      .set({ notifiedAt: wake.changedAt })
      .where(eq(walletPasses.id, wake.passId));
  }
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

async function passesOf(data: unknown): Promise<PassRow[]> {
  const { userId, passIds } = data as { userId?: string; passIds?: string[] };
  const where = userId
    ? and(eq(walletPasses.userId, userId), isNull(walletPasses.removedAt))
    : inArray(walletPasses.id, passIds ?? []);
  return db.select().from(walletPasses).where(where);
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
  const wakes: Wake[] = [];
  await Promise.all(
    batch.map(async (data, job) => {
      try {
        for (const pass of await passesOf(data)) {
          if (pass.kind === "google") await updateGoogle(pass).catch((e) => fail(job, e));
          else {
            const wake = await planApple(pass, job);
            if (wake && wake.tokens.length > 0) wakes.push(wake);
            else if (wake) {
              await db
                .update(walletPasses)
                .set({ notifiedAt: wake.changedAt })
                .where(eq(walletPasses.id, wake.passId));
            }
          }
        }
      } catch (error) {
        fail(job, error);
      }
    }),
  );
  if (wakes.length > 0) {
    for (const job of await wakeDevices(wakes)) fail(job, new Error("APNs refused a push"));
  }
  return errors;
}

/** One job on its own (the crash tests, a retry): throws to retry. */
export async function walletUpdateJob(data: unknown): Promise<void> {
  const [error] = await walletUpdateBatch([data]);
  if (error) throw error;
}
