import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { maskUsername } from "./rules";

export const LEADERBOARD_SIZE = 10;

/** Top customers with XP above 0, by level then XP; admins are never ranked. Names masked. */
export async function getLeaderboard({ viewerId }: { viewerId: string }) {
  const top = await db
    .select({ id: users.id, username: users.username, level: users.level, xp: users.xp })
    .from(users)
    .where(and(eq(users.role, "user"), gt(users.xp, 0)))
    // NULLS LAST as in users_leaderboard_idx: a plain DESC (NULLS FIRST) cannot use the index
    // and sorts every customer on each call. The columns are NOT NULL, so the order is the same.
    .orderBy(sql`${users.level} desc nulls last`, sql`${users.xp} desc nulls last`, users.createdAt)
    .limit(LEADERBOARD_SIZE);

  const [me] = await db
    .select({ role: users.role, username: users.username, level: users.level, xp: users.xp })
    .from(users)
    .where(eq(users.id, viewerId));
  let ahead = 0;
  if (me && me.role === "user" && me.xp > 0) {
    // Customers ahead of the viewer: higher level, or the same level and more XP.
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(and(eq(users.role, "user"), gt(users.xp, 0), sql`(${users.level}, ${users.xp}) > (${me.level}, ${me.xp})`));
    ahead = row?.n ?? 0;
  }

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
        ? { rank: me.xp > 0 ? ahead + 1 : null, name: me.username, level: me.level, xp: me.xp }
        : null,
  };
}

export type Leaderboard = Awaited<ReturnType<typeof getLeaderboard>>;
