import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { users, type Role } from "@/lib/db/schema";
import { maskUsername } from "./rules";

export const LEADERBOARD_SIZE = 10;

/**
 * The viewer's row and, for a ranked customer, how many customers are ahead: those of a
 * higher level, and those of the same level with more XP. Both come from the counts the
 * database keeps beside users (lib/users/counts.ts): a few dozen levels and at most a level's
 * worth of XP values are summed, however many customers the shop has, and the rank is exact
 * (as of the last commit).
 */
async function viewerStanding(viewerId: string) {
  const { rows } = await db.execute<{
    role: Role;
    username: string;
    level: number;
    xp: number;
    ahead: number | null;
  }>(sql`
    select v.role, v.username, v.level, v.xp,
      case when v.role = 'user' and v.xp > 0 then (
        (select coalesce(sum(customers), 0) from leaderboard_levels where level > v.level)
        + (select coalesce(sum(customers), 0) from leaderboard_scores where level = v.level and xp > v.xp)
      )::int end as ahead
    from users v where v.id = ${viewerId}`);
  return rows[0];
}

/** Top customers with XP above 0, by level then XP; admins are never ranked. Names masked. */
export async function getLeaderboard({ viewerId }: { viewerId: string }) {
  const [top, me] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, level: users.level, xp: users.xp })
      .from(users)
      .where(and(eq(users.role, "user"), gt(users.xp, 0), eq(users.isTest, false)))
      // NULLS LAST as in users_leaderboard_idx: a plain DESC (NULLS FIRST) cannot use the index
      // and sorts every customer on each call. The columns are NOT NULL, so the order is the same.
      .orderBy(
        sql`${users.level} desc nulls last`,
        sql`${users.xp} desc nulls last`,
        users.createdAt,
      )
      .limit(LEADERBOARD_SIZE),
    viewerStanding(viewerId),
  ]);

  return {
    top: top.map((u, i) => ({
      rank: i + 1,
      name: maskUsername(u.username),
      level: u.level,
      xp: u.xp,
      isYou: u.id === viewerId,
    })),
    you:
      me && me.role === "user"
        ? {
            rank: me.xp > 0 ? (me.ahead ?? 0) + 1 : null,
            name: me.username,
            level: me.level,
            xp: me.xp,
          }
        : null,
  };
}

export type Leaderboard = Awaited<ReturnType<typeof getLeaderboard>>;
