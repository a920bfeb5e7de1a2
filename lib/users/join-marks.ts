import "server-only";
import type { JoinedBefore } from "@/lib/referrals/types";
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { env } from "@/lib/env";

/** How long a join is remembered: the gifts are for a first visit in this span. */
export const JOIN_MARK_DAYS = 180;

export type { JoinedBefore };

// Keyed with the server's secret: a mark cannot be turned back into its device id or
// username, nor made for a guessed one without the secret.
const markOf = (kind: "browser" | "username", value: string) =>
  createHmac("sha256", env.AUTH_SECRET).update(`join-mark:${kind}:${value}`).digest("base64url");

/**
 * A join, inside its transaction: did this browser (its device id, lib/auth/device.ts) or this
 * username join in the last 180 days, even under an account since deleted? Both marks are then
 * written with this join's time. Each mark is locked first (in one order), so of two joins from
 * one browser at the same moment the second sees the first.
 */
export async function rememberJoin(
  tx: Tx,
  { deviceId, username }: { deviceId?: string; username: string },
): Promise<JoinedBefore> {
  const browser = deviceId ? markOf("browser", deviceId) : null;
  const name = markOf("username", username.toLowerCase());
  const marks = [browser, name].filter((m): m is string => m !== null).sort();
  for (const mark of marks) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`join-mark:${mark}`}, 0))`,
    );
  }
  const { rows } = await tx.execute<{ mark: string }>(sql`select mark from join_marks
    where mark in (${sql.join(marks, sql`, `)})
      and joined_at > now() - make_interval(days => ${JOIN_MARK_DAYS})`);
  for (const mark of marks) {
    await tx.execute(sql`insert into join_marks (mark) values (${mark})
      on conflict (mark) do update set joined_at = excluded.joined_at`);
  }
  const seen = new Set(rows.map((r) => r.mark));
  if (browser && seen.has(browser)) return "browser";
  return seen.has(name) ? "username" : null;
}

/** Removes the marks of joins past 180 days (daily, as the "join-marks-prune" job). */
export async function pruneJoinMarks({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const before = new Date(+now - JOIN_MARK_DAYS * 86_400_000);
  const result = await db.execute(sql`delete from join_marks where joined_at < ${before}`);
  return result.rowCount ?? 0;
}

/** The "join-marks-prune" queue's job. */
export async function pruneJoinMarksJob(): Promise<void> {
  await pruneJoinMarks();
}
