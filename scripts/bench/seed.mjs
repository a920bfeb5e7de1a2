// Fills a fresh database with a large shop's data, set-based (generate_series and arrays,
// never one row per round trip): customers with cards, a ledger of 60 days, products,
// unused tokens and codes, tickets. The ledger and the totals agree: XP and level are the
// ledger's sums, a card holds the punches since its last reset.
import { randomBytes, randomInt } from "node:crypto";
import { RECOUNT_USER_COUNTS } from "../../lib/users/counts.ts";
import { PUNCHES_PER_CARD, XP_PER_CODE, XP_PER_TOKEN, xpToReach } from "../../lib/rewards/curve.ts";
import { RECOUNT_ACTIVITY_HOURS } from "../../lib/rewards/activity-hours.ts";
import { RECOUNT_EARN_DAYS } from "../../lib/rewards/earn-days.ts";

/**
 * A shop of `customers`: ten ledger entries per customer, tokens, codes and tickets in the
 * same proportion; the catalogue is the same at any size.
 */
export const sizesFor = (customers) => ({
  customers,
  ledger: customers * 10,
  products: 200,
  tokens: customers / 2,
  codes: customers / 2,
  tickets: customers / 2,
});

/** The large shop every scenario runs against; reads also run at a tenth of it. */
export const SIZES = sizesFor(100_000);
export const SMALL_SIZES = sizesFor(10_000);

const CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";

export const usernameOf = (n) => `c${String(n).padStart(6, "0")}`;
export const newTokenIds = (count) =>
  Array.from({ length: count }, () => randomBytes(16).toString("base64url"));
export function newCodes(count) {
  const codes = new Set();
  // 25^10 possible codes: a repeat is all but impossible, the cap only keeps the loop bounded.
  for (let attempts = 0; codes.size < count && attempts < count * 2; attempts++) {
    let code = "";
    for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    codes.add(code);
  }
  return [...codes];
}

/** Cumulative XP at which each level starts, on the app's level curve. */
const levelStarts = (max = 2000) => Array.from({ length: max }, (_, i) => xpToReach(i + 1));

async function timed(log, label, work) {
  const started = Date.now();
  const result = await work();
  log(`[seed] ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

/** Bulk loads run with the table's secondary indexes dropped and rebuilt after (same definitions). */
async function withoutIndexes(client, table, work) {
  const { rows } = await client.query(
    `select indexname, indexdef from pg_indexes
     where schemaname = current_schema() and tablename = $1
       and indexname not in (select conname from pg_constraint where conrelid = $1::regclass)`,
    [table],
  );
  for (const { indexname } of rows) await client.query(`drop index "${indexname}"`);
  await work();
  for (const { indexdef } of rows) await client.query(indexdef);
}

export async function seed(client, { passwordHash, adminId, log = console.log, sizes = SIZES }) {
  const { customers, ledger, products, tokens, codes, tickets } = sizes;
  await client.query("set synchronous_commit = off");
  await client.query("set maintenance_work_mem = '256MB'");
  await client.query("set work_mem = '128MB'");
  // The generated rows are consistent by construction: skip the per-row foreign-key checks
  // when allowed (a superuser, as with the embedded database).
  await client.query("set session_replication_role = replica").catch(() => {});

  await timed(
    log,
    `${ledger.toLocaleString("en")} ledger entries over 60 days, generated`,
    async () => {
      await client.query(
        `create temp table bench_people as
         select n, gen_random_uuid() as id, now() - random() * interval '400 days' as created_at
         from generate_series(1, $1::int) n`,
        [customers],
      );
      await client.query("alter table bench_people add primary key (n)");
      // A few regulars earn most of the XP (power skew); three in four entries are punches.
      await client.query(
        `create temp table bench_ledger as
         select 1 + floor($2::int * power(random(), 1.6))::int as n, random() < 0.75 as punch,
                now() - random() * interval '60 days' as at
         from generate_series(1, $1::int)`,
        [ledger, customers],
      );
      await client.query(
        `create temp table bench_totals as
         select n, sum(case when punch then ${XP_PER_TOKEN} else ${XP_PER_CODE} end)::int as xp, count(*) filter (where punch)::int as punches
         from bench_ledger group by n`,
      );
      const starts = levelStarts();
      await client.query(
        `create temp table bench_levels as
         select level::int, min_xp::int from unnest($1::int[], $2::int[]) as l(level, min_xp)`,
        [starts.map((_, i) => i + 1), starts],
      );
      await client.query("alter table bench_levels add primary key (min_xp)");
    },
  );

  await timed(log, `${customers.toLocaleString("en")} customers with their cards`, async () => {
    await withoutIndexes(client, "users", () =>
      client.query(
        `insert into users (id, username, name, role, password_hash, xp, level, created_at, updated_at)
         select p.id, 'c' || lpad(p.n::text, 6, '0'), 'Customer ' || p.n, 'user', $1, coalesce(t.xp, 0),
                (select l.level from bench_levels l where l.min_xp <= coalesce(t.xp, 0) order by l.min_xp desc limit 1),
                p.created_at, greatest(p.created_at, now() - random() * interval '60 days')
         from bench_people p left join bench_totals t using (n)`,
        [passwordHash],
      ),
    );
    // A card holds the punches since its last reset (every full card was handed over).
    await client.query(
      `insert into punch_cards (user_id, punches, is_complete, updated_at)
       select p.id, coalesce(t.punches % ${PUNCHES_PER_CARD}, 0), false, now() - random() * interval '60 days'
       from bench_people p left join bench_totals t using (n)`,
    );
    // Level-up tokens still waiting on the dashboard: one per multiple of 15 reached.
    await client.query(
      `insert into punch_tokens (id, kind, owner_id, created_at)
       select translate(rtrim(encode(uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_'),
              'level_up', u.id, now() - random() * interval '60 days'
       from users u cross join lateral generate_series(1, u.level / 15) k
       where u.role = 'user' and u.level >= 15`,
    );
  });

  await timed(log, "ledger stored", async () => {
    await withoutIndexes(client, "reward_ledger", async () => {
      await client.query(
        `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, created_at)
         select p.id, case when l.punch then 'token'::ledger_reason else 'code'::ledger_reason end,
                case when l.punch then 1 else 0 end, case when l.punch then ${XP_PER_TOKEN} else ${XP_PER_CODE} end, l.at
         from bench_ledger l join bench_people p using (n)
         order by l.at`,
      );
      await client.query(
        `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, created_at)
         select p.id, 'card_reset', -${PUNCHES_PER_CARD} * (t.punches / ${PUNCHES_PER_CARD}), 0, now() - random() * interval '2 days'
         from bench_totals t join bench_people p using (n) where t.punches >= 10`,
      );
    });
  });

  const productIds = await timed(log, `${products} products`, async () => {
    const { rows } = await client.query(
      `insert into products (name, description, price_cents, deal_price_cents, stock, hidden, flavors, created_at)
       select 'Product ' || n, 'A well-loved product, number ' || n || ' of the range.',
              500 + (n * 37) % 4500, case when n % 7 = 0 then 400 else null end,
              (n * 13) % 60, n % 40 = 0, array['Original', 'Mint'], now() - n * interval '1 day'
       from generate_series(1, $1::int) n
       returning id`,
      [products],
    );
    return rows.map((r) => r.id);
  });

  await timed(
    log,
    `${tokens.toLocaleString("en")} unused tokens, ${codes.toLocaleString("en")} unused codes`,
    async () => {
      await insertTokens(client, newTokenIds(tokens), adminId);
      await insertCodes(client, newCodes(codes), productIds, adminId);
    },
  );

  await timed(log, `${tickets.toLocaleString("en")} tickets`, async () => {
    await client.query(
      `insert into tickets (subject, status, user_id, user_name, created_at, updated_at)
       select 'Question ' || g, case when g % 3 = 0 then 'closed'::ticket_status else 'open'::ticket_status end,
              p.id, 'c' || lpad(p.n::text, 6, '0'), s.at, s.at + random() * interval '3 days'
       from (select g, 1 + floor($2::int * power(random(), 1.6))::int as n,
                    now() - random() * interval '90 days' as at
             from generate_series(1, $1::int) g) s
       join bench_people p on p.n = s.n`,
      [tickets, customers],
    );
  });

  // The replica role kept the roll-up's triggers off for the bulk load: the daily counts and
  // the hourly roll-up are counted once, set-based, as the reward transactions would have kept them.
  await timed(log, "daily counts and hourly roll-up", async () => {
    for (const statement of [...RECOUNT_EARN_DAYS, ...RECOUNT_ACTIVITY_HOURS])
      await client.query(statement);
  });
  await client.query("reset session_replication_role").catch(() => {});
  // The rows above were written with the triggers off (or around them): the counts they keep
  // beside users are counted once, here.
  await timed(log, "account and leaderboard counts", async () => {
    for (const statement of RECOUNT_USER_COUNTS) await client.query(statement);
  });
  await client.query("drop table bench_ledger, bench_totals, bench_levels");
  await timed(log, "vacuum analyze", () => client.query("vacuum (analyze)"));
  return { productIds };
}

/** A batch of fresh shop tokens, one statement. */
export async function insertTokens(client, ids, adminId) {
  await client.query(
    `insert into punch_tokens (id, kind, created_by) select unnest($1::text[]), 'admin', $2`,
    [ids, adminId],
  );
}

/** A batch of fresh verification codes spread over the products, one statement. */
export async function insertCodes(client, codes, productIds, adminId) {
  // A clash with an older code is astronomically rare; such a code is simply left out.
  const { rows } = await client.query(
    `insert into verification_codes (code, product_id, created_by)
     select c.code, ($2::uuid[])[1 + (c.i % cardinality($2::uuid[]))::int], $3
     from unnest($1::text[]) with ordinality as c(code, i)
     on conflict (code) do nothing
     returning code`,
    [codes, productIds, adminId],
  );
  return rows.map((r) => r.code);
}
