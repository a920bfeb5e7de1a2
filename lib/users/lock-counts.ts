import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import type { Role } from "@/lib/db/schema";

/**
 * For a transaction that writes many accounts at once (an import): locks, just before it
 * commits, every kept-count row its deferred triggers will update at commit, in the order
 * the triggers of a single account take them (drizzle/0009_user_counts_triggers.sql):
 * account_counts, then leaderboard_scores, then leaderboard_levels, each by key. Left to the
 * triggers, thousands of rows would be locked one account after another in the file's order,
 * and a redemption or a code committing meanwhile (which locks two of those rows in key
 * order) could deadlock with it. Missing rows are made at 0, which the counts read as none.
 */
export async function lockUserCounts(
  tx: Tx,
  { roles, ranked }: { roles: Role[]; ranked: { level: number; xp: number }[] },
): Promise<void> {
  const levels = ranked.map((r) => r.level);
  const xps = ranked.map((r) => r.xp);
  await tx.execute(sql`
    insert into account_counts as c (role, accounts)
    select distinct r, 0 from unnest(${sql.param(roles)}::role[]) r order by r
    on conflict (role) do update set accounts = c.accounts`);
  if (ranked.length === 0) return;
  await tx.execute(sql`
    insert into leaderboard_scores as c (level, xp, customers)
    select distinct level, xp, 0 from unnest(${sql.param(levels)}::int[], ${sql.param(xps)}::int[]) t(level, xp)
    order by level, xp
    on conflict (level, xp) do update set customers = c.customers`);
  await tx.execute(sql`
    insert into leaderboard_levels as c (level, customers)
    select distinct level, 0 from unnest(${sql.param(levels)}::int[]) t(level)
    order by level
    on conflict (level) do update set customers = c.customers`);
}
