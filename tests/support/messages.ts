import { randomBytes } from "node:crypto";
import { sql, type Client } from "./api";

// Customers arranged in SQL for the messages' tests: many at once, with the history a segment
// or an automation reads (visits in the ledger and earn_days, kept as the reward rules keep
// them, so `npm run db:check` still agrees with the database).

/** The shop's quiet hours, through the admin's API ("00:00"–"00:00": none). */
export async function setQuietHours(admin: Client, start: string, end: string): Promise<void> {
  const answer = await admin.put("/api/automations", { quietHours: { start, end } });
  if (answer.status !== 200)
    throw new Error(`setting quiet hours: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/**
 * `count` customers who joined 400 days ago and never came (no visit in the last 365 days:
 * the segment { kind: "lapsed", days: 365 }, which no other test's customer is in), each with
 * an empty card. Ordered by id, the order a fan-out goes in.
 */
export async function lapsedCustomers(
  count: number,
  { visitedDaysAgo }: { visitedDaysAgo?: number } = {},
): Promise<string[]> {
  const prefix = `lap${randomBytes(4).toString("hex")}`;
  const { rows } = await sql().query<{ id: string }>(
    `insert into users (username, name, role, created_at)
     select $1 || '_' || g, 'Lapsed ' || g, 'user', now() - interval '400 days'
     from generate_series(1, $2::int) g
     returning id`,
    [prefix, count],
  );
  const ids = rows.map((r) => r.id).sort();
  await sql().query("insert into punch_cards (user_id) select unnest($1::uuid[])", [ids]);
  if (visitedDaysAgo !== undefined) {
    for (const id of ids) await addVisits(id, [new Date(Date.now() - visitedDaysAgo * 86_400_000)]);
  }
  return ids;
}

/**
 * A punch earned at each of `moments`, as a redemption writes it: a ledger entry, the shop
 * day's count in earn_days, 5 XP and a punch on the card (at most 9 here).
 */
export async function addVisits(userId: string, moments: Date[]): Promise<void> {
  const { rows } = await sql().query<{ id: string }>(
    `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, created_at)
     select $1, 'token', 1, 5, unnest($2::timestamptz[]) returning id`,
    [userId, moments],
  );
  await sql().query(
    `insert into earn_days (user_id, day, punches)
     select user_id, (created_at at time zone coalesce((select time_zone from shop_settings limit 1), 'UTC'))::date, count(*)
     from reward_ledger where id = any($1::bigint[]) group by 1, 2
     on conflict (user_id, day) do update set punches = earn_days.punches + excluded.punches`,
    [rows.map((r) => r.id)],
  );
  await sql().query("update users set xp = xp + $2 where id = $1", [userId, 5 * moments.length]);
  await sql().query(
    `update punch_cards set punches = punches + $2, last_punch_at = greatest(last_punch_at, $3)
     where user_id = $1`,
    [userId, moments.length, new Date(Math.max(...moments.map(Number)))],
  );
}

/** Deletes arranged customers (their messages, cards and ledger go with them). */
export async function removeCustomers(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql().query("delete from users where id = any($1::uuid[])", [ids]);
  ids.length = 0;
}
