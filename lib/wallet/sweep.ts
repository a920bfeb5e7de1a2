import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { walletPasses } from "@/lib/db/schema";
import type { PassRow } from "./passes";
import { updatePasses } from "./update";

// The `wallet-update` job: every pass whose card changed (marked in the change's own
// transaction, lib/wallet/listeners.ts) is brought up to date, a round of passes at a time.
// Marks are rows, not jobs, so a burst of punches costs each punch one indexed update, and a
// customer who punches three times in two seconds gets one update. While a burst is arriving
// the sweep holds back (up to BURST_HOLD_MS), so the updates' work never competes with the
// punches for the server; a quiet shop's punch is sent within the nudge's two seconds.

/** Passes updated per round: one query for their figures, one APNs connection. */
export const SWEEP_ROUND = 100;
/** Marks in the last second that make a burst; a shop's ordinary minute makes a handful. */
export const BURST_MARKS_PER_SECOND = 10;
/** The longest a sweep waits for a burst to end before it sends anyway. */
export const BURST_HOLD_MS = 15_000;
/** A sweep's claim on its round; a pass whose update failed waits it out before its retry. */
const LEASE_SECONDS = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many passes were marked within the last second (any server's punches). */
async function marksLastSecond(): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(walletPasses)
    .where(
      and(
        sql`${walletPasses.updateWantedSince} is not null`,
        sql`${walletPasses.updateWantedAt} > now() - interval '1 second'`,
      ),
    );
  return row?.count ?? 0;
}

/**
 * Takes up to `size` marked passes no other sweep holds, oldest mark first. A pass whose
 * punch has not committed yet is skipped (its row is locked) and taken by the next round.
 */
async function claim(size: number): Promise<PassRow[]> {
  return db
    .update(walletPasses)
    .set({ updateClaimedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      sql`${walletPasses.id} in (
        select id from wallet_passes
        where update_wanted_since is not null
          and (update_claimed_until is null or update_claimed_until < now())
        order by update_wanted_since
        limit ${size}
        for update skip locked)`,
    )
    .returning();
}

/**
 * Clears the marks of the updated passes, unless a change came while they were updated (its
 * count moved on): those are taken again. A failed pass keeps its mark and its lease.
 */
async function release(passes: PassRow[], failed: Set<string>): Promise<void> {
  const done = passes
    .filter((pass) => !failed.has(pass.id))
    .map((pass) => ({ id: pass.id, seen: pass.updateWanted }));
  if (done.length === 0) return;
  await db.execute(sql`
    update wallet_passes p set
      update_wanted_at = case when p.update_wanted = d.seen then null else p.update_wanted_at end,
      update_wanted_since = case when p.update_wanted = d.seen then null else p.update_wanted_since end,
      update_claimed_until = null
    from jsonb_to_recordset(${JSON.stringify(done)}::jsonb) as d(id uuid, seen int)
    where p.id = d.id`);
}

/**
 * Jobs put before the marks existed name a customer ({ userId }) or a deleted customer's
 * passes ({ passIds }): their passes are marked, so the sweep takes them.
 */
async function markNamed(data: { userId?: string; passIds?: string[] }): Promise<void> {
  const where = data.userId
    ? and(eq(walletPasses.userId, data.userId), isNull(walletPasses.removedAt))
    : data.passIds?.length
      ? inArray(walletPasses.id, data.passIds)
      : undefined;
  if (!where) return;
  await db
    .update(walletPasses)
    .set({
      updateWanted: sql`${walletPasses.updateWanted} + 1`,
      updateWantedAt: sql`now()`,
      updateWantedSince: sql`coalesce(${walletPasses.updateWantedSince}, now())`,
    })
    .where(where);
}

/** The job: sends every marked pass's update, round after round, until none is left. */
export async function walletSweep(data: unknown): Promise<void> {
  await markNamed((data ?? {}) as { userId?: string; passIds?: string[] });
  const started = Date.now();
  let failures = 0;
  for (;;) {
    while (
      Date.now() - started < BURST_HOLD_MS &&
      (await marksLastSecond()) >= BURST_MARKS_PER_SECOND
    ) {
      await sleep(500);
    }
    const passes = await claim(SWEEP_ROUND);
    if (passes.length === 0) break;
    const failed = await updatePasses(passes);
    failures += failed.size;
    await release(passes, failed);
  }
  // The failed keep their marks: the next sweep (each minute) tries them once their lease ends.
  if (failures > 0) console.error(`[wallet] ${failures} pass updates failed; retried in a minute`);
}
