// EXPLAIN (ANALYZE, BUFFERS) of the data queries that grow with the shop: the leaderboard (as
// lib/rewards/leaderboard.ts sends it), the admin users list and a customer's tickets.
import { explain } from "./probes.mjs";

const RANK = `select v.role, v.username, v.level, v.xp,
         case when v.role = 'user' and v.xp > 0 then (
           (select coalesce(sum(customers), 0) from leaderboard_levels where level > v.level)
           + (select coalesce(sum(customers), 0) from leaderboard_scores where level = v.level and xp > v.xp)
         )::int end as ahead
       from users v where v.id = $1`;

const USERS_LIST = `select u.id, u.username, u.name, u.role, u.level, u.xp, u.created_at, coalesce(c.punches, 0) as punches
       from users u left join punch_cards c on c.user_id = u.id`;

export async function queryPlans(db, { viewerId }) {
  const lastPlaced = (
    await db.query("select id from users where role = 'user' and xp > 0 order by level, xp limit 1")
  ).rows[0].id;
  const ticketOwner = (
    await db.query("select user_id from tickets group by user_id order by count(*) desc limit 1")
  ).rows[0].user_id;
  return [
    await explain(
      db,
      "Leaderboard: top 10",
      `select "id", "username", "level", "xp" from "users" where ("users"."role" = $1 and "users"."xp" > $2)
       order by "users"."level" desc nulls last, "users"."xp" desc nulls last, "users"."created_at" limit $3`,
      ["user", 0, 10],
    ),
    await explain(
      db,
      "Leaderboard: the viewer's row and rank (a customer from the middle of the shop)",
      RANK,
      [viewerId],
    ),
    await explain(
      db,
      "Leaderboard: the rank of the last-placed customer (the most levels ahead)",
      RANK,
      [lastPlaced],
    ),
    await explain(
      db,
      "Admin users list, newest first (ORDER BY created_at DESC)",
      `${USERS_LIST} order by u.created_at desc limit 50`,
      [],
    ),
    await explain(
      db,
      "Admin users list, newest first (ORDER BY created_at DESC NULLS LAST, the index's order)",
      `${USERS_LIST} order by u.created_at desc nulls last, u.id limit 50`,
      [],
    ),
    await explain(
      db,
      "A customer's tickets (the busiest customer)",
      `select * from tickets where user_id = $1 order by updated_at desc`,
      [ticketOwner],
    ),
  ];
}
