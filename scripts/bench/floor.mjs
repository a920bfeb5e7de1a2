// The floor: the database work of a redemption and of a verification, statement for
// statement as lib/rewards/redeem-token.ts, grant.ts and verify-code.ts send it (the SQL
// text Drizzle generates, the same parameters), straight over `pg` with no web framework
// in between. Keep the two in step when the statements change.
import { randomBytes } from "node:crypto";
import {
  levelFromXp,
  levelUpTokensBetween,
  PUNCHES_PER_CARD,
  XP_PER_CODE,
  XP_PER_TOKEN,
} from "../../lib/rewards/curve.ts";
import { maskUsername } from "../../lib/rewards/mask.ts";

class Refused extends Error {}

// lib/rewards/earn-rules-sql.ts: the shop's rules and day, the day's count and the review
// flag, in the statement that locks the user row ($2 is the customer; $P, $C the counts).
const EARN = `rules as (
    select (now() at time zone coalesce(s.time_zone, 'UTC'))::date as day,
      coalesce(s.time_zone, 'UTC') as time_zone, s.punch_cooldown_minutes, s.max_punches_per_day,
      s.max_codes_per_day, s.review_punches_per_day, s.review_failures_per_day
    from (select 1) one left join shop_settings s on true
  ), counted as (
    insert into earn_days (user_id, day, punches, codes)
    select $2, day, $P, $C from rules
    on conflict (user_id, day) do update set punches = earn_days.punches + excluded.punches,
      codes = earn_days.codes + excluded.codes
    returning day, punches, codes
  )`;
const FLAG_PUNCHES = `
  insert into review_flags (user_id, day, rule, count, threshold, first_at, last_at)
  select $2, c.day, 'punches', c.punches, r.review_punches_per_day, $1, $1
  from counted c cross join rules r
  where c.punches > r.review_punches_per_day
  on conflict (user_id, day, rule) do update set count = excluded.count,
    threshold = excluded.threshold, last_at = excluded.last_at,
    dismissed_at = null, dismissed_by = null`;
const EARN_SELECT = `select u.xp, u.level, u.earning_blocked_at, c.day::text as day, c.punches, c.codes,
    r.time_zone, r.punch_cooldown_minutes, r.max_punches_per_day, r.max_codes_per_day
  from users u cross join counted c cross join rules r
  where u.id = $U
  for update of u`;

/** The rules' arithmetic on the locked row (earn-rules.ts refuseEarning, minus the dates). */
function refuse(row, kind, lastPunchAt) {
  if (row.earning_blocked_at) throw new Refused("blocked");
  const max = kind === "punch" ? row.max_punches_per_day : row.max_codes_per_day;
  if (max !== null && (kind === "punch" ? row.punches : row.codes) > max)
    throw new Refused("daily limit");
  const cooldown = row.punch_cooldown_minutes;
  if (kind === "punch" && cooldown && lastPunchAt && +lastPunchAt + cooldown * 60_000 > Date.now())
    throw new Refused("cooldown");
}

async function transaction(pool, work) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

// lib/rewards/grant.ts writeXp: XP, level, ledger entry and level-up tokens in one statement,
// closed by the counter display's notice for a shop token (lib/counter/notify.ts) or `select 1`.
const writeXpText = (notice) => `
    with moved as (
      update users set xp = $1, level = $2, updated_at = $3 where id = $4
    ), entry as (
      insert into reward_ledger (user_id, reason, punch_delta, cycle, xp_delta, token_id, code_id, actor_id)
      values ($5, $6, $7, $8, $9,
              $10, $11, $12)
      returning id, token_id, user_id, created_at
    ), issued as (
      insert into punch_tokens (id, kind, owner_id)
      select id, 'level_up', $13 from unnest($14::text[]) as issued(id)
    )
    ${notice ?? "select 1"}`;
const NOTICE = `
    select pg_notify('counter', json_build_object(
      'id', id, 'tokenId', token_id, 'userId', user_id, 'maskedName', $15::text,
      'punches', $16::int, 'isComplete', $17::boolean, 'at', created_at)::text)
    from entry`;

async function writeXp(client, userId, user, amount, entry, notice) {
  const xp = Math.max(0, user.xp + amount);
  const { level } = levelFromXp(xp);
  const issued = Array.from({ length: levelUpTokensBetween(user.level, level) }, () =>
    randomBytes(16).toString("base64url"),
  );
  const values = [
    xp,
    level,
    new Date(),
    userId,
    userId,
    entry.reason,
    entry.punchDelta ?? 0,
    entry.cycle ?? 0,
    xp - user.xp,
    entry.tokenId ?? null,
    entry.codeId ?? null,
    null,
    userId,
    issued,
  ];
  if (notice) values.push(maskUsername(notice.username), notice.punches, notice.isComplete);
  await client.query(writeXpText(notice && NOTICE), values);
}

export function redeemOverPg(pool, { tokenId, user }) {
  return transaction(pool, async (client) => {
    const token = (
      await client.query({
        text: `select "used_at", "owner_id" from "punch_tokens" where "punch_tokens"."id" = $1 for update`,
        values: [tokenId],
        rowMode: "array",
      })
    ).rows[0];
    const [usedAt, ownerId] = token ?? [];
    if (!token || usedAt || (ownerId && ownerId !== user.id)) throw new Refused("invalid token");
    const card = (
      await client.query({
        text: `select "punches", "cycle", "last_punch_at" from "punch_cards" where "punch_cards"."user_id" = $1 for update`,
        values: [user.id],
        rowMode: "array",
      })
    ).rows[0];
    if (!card) throw new Refused("no card");
    const [punches, cycle, lastPunchAt] = card;
    if (punches >= PUNCHES_PER_CARD) throw new Refused("card complete");
    const now = new Date();
    const locked = (
      await client.query(
        `
      with spent as (
        update punch_tokens set used_at = $1, used_by = $2, used_by_name = $3
        where id = $4
      ), punched as (
        update punch_cards set punches = punches + 1, is_complete = $5, last_punch_at = $6, updated_at = $6
        where user_id = $7
      ), ${EARN.replace("$P", "1").replace("$C", "0")}, flagged as (${FLAG_PUNCHES})
      ${EARN_SELECT.replace("$U", "$8")}`,
        [
          now,
          user.id,
          user.username,
          tokenId,
          punches + 1 >= PUNCHES_PER_CARD,
          now,
          user.id,
          user.id,
        ],
      )
    ).rows[0];
    refuse(locked, "punch", lastPunchAt);
    // A shop token (no owner): the app's notice to the counter display rides in the same write.
    const notice = ownerId
      ? null
      : {
          username: user.username,
          punches: punches + 1,
          isComplete: punches + 1 >= PUNCHES_PER_CARD,
        };
    await writeXp(
      client,
      user.id,
      locked,
      XP_PER_TOKEN,
      { reason: "token", punchDelta: 1, cycle, tokenId },
      notice,
    );
  });
}

export async function verifyOverPg(pool, { code, user }) {
  // The rate-limit check verify-code.ts makes before its transaction.
  const limited = await pool.query(
    `
    select coalesce(max(ceil(extract(epoch from reset_at - now()))), 0)::int as wait
    from rate_limits
    where key in ($1)
      and count >= $2 and reset_at > now()`,
    [`verify:user:${user.id}`, 10],
  );
  if (limited.rows[0].wait > 0) throw new Refused("rate limited");
  return transaction(pool, async (client) => {
    const row = (
      await client.query({
        text: `select "verification_codes"."id", "verification_codes"."is_used", "products"."id", "products"."name", "products"."description", "products"."detailed_description", "products"."image_url", "products"."images", "products"."video_url", "products"."flavors", "products"."stock", "products"."category_id", "products"."price_cents", "products"."deal_price_cents", "products"."hidden", "products"."created_at", "products"."updated_at" from "verification_codes" left join "products" on "products"."id" = "verification_codes"."product_id" where "verification_codes"."code" = $1 for update of "verification_codes"`,
        values: [code],
        // Like Drizzle, rows as arrays: the code's and the product's columns are both called "id".
        rowMode: "array",
      })
    ).rows[0];
    const [codeId, isUsed, productId] = row ?? [];
    if (!row || isUsed || !productId) throw new Refused("unknown code");
    const locked = (
      await client.query(
        `
        with spent as (
          update verification_codes set is_used = true, used_at = $1, used_by = $2,
            used_by_name = $3
          where id = $4
        ), ${EARN.replace("$P", "0").replace("$C", "1")}, flagged as (select 1)
        ${EARN_SELECT.replace("$U", "$5")}`,
        [new Date(), user.id, user.username, codeId, user.id],
      )
    ).rows[0];
    refuse(locked, "code", null);
    await writeXp(client, user.id, locked, XP_PER_CODE, { reason: "code", codeId });
  });
}
