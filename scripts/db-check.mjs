#!/usr/bin/env node
// `npm run db:check`: verifies the reward invariants and exits non-zero with the offending rows.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { levelFromXp } from "../lib/rewards/curve.ts";
import { ACTIVITY_HOURS_MISMATCH } from "../lib/rewards/activity-hours.ts";
import { EARN_DAYS_MISMATCH } from "../lib/rewards/earn-days.ts";
import { USER_COUNT_MISMATCHES } from "../lib/users/counts.ts";
import { openDatabase } from "./lib/connect.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export const CHECKS = [
  {
    // Each punch entry carries the cycle its card was in, read under the card lock; a reset
    // closes its cycle. No timestamps involved: a redemption that waited behind a reset counts
    // in the new cycle, whenever its transaction began. The cycle holds the card's punches and
    // those waiting for the next card (lib/program/card.ts).
    name: "each card's punches and waiting punches equal the ledger's punches of its current cycle",
    sql: `select c.user_id, c.cycle, c.punches, c.waiting, coalesce(l.punches, 0) as ledger_punches
          from punch_cards c
          left join lateral (
            select sum(punch_delta)::int as punches from reward_ledger l
            where l.user_id = c.user_id and l.cycle = c.cycle
          ) l on true
          where c.punches + c.waiting <> coalesce(l.punches, 0)`,
  },
  {
    name: "each reset empties its cycle, and no entry belongs to a cycle after its card's",
    sql: `select l.user_id, l.cycle, c.cycle as card_cycle, sum(l.punch_delta)::int as punches
          from reward_ledger l join punch_cards c on c.user_id = l.user_id
          where l.cycle <> c.cycle
          group by l.user_id, l.cycle, c.cycle
          having l.cycle > c.cycle or sum(l.punch_delta) <> 0`,
  },
  {
    // Punches wait for the next card only once this one is full.
    name: "each card is complete exactly at its size, and punches wait only past a full card",
    sql: `select user_id, size, punches, waiting, is_complete from punch_cards
          where is_complete <> (punches >= size) or (waiting > 0 and punches < size)`,
  },
  {
    // Each reward of a card is handed over once: a 'reward' entry per bit set in handed.
    name: "each reward handed over on the current card has exactly one ledger entry",
    sql: `select c.user_id, c.cycle, c.handed, count(l.id)::int as entries
          from punch_cards c
          left join reward_ledger l on l.user_id = c.user_id and l.cycle = c.cycle and l.reason = 'reward'
          group by c.user_id, c.cycle, c.handed
          having count(l.id) <> (select count(*) from generate_series(0, 2) b
            where (c.handed & (1 << b)) <> 0)`,
  },
  {
    name: "each user's XP equals the ledger's sum",
    sql: `select u.id, u.username, u.xp, coalesce(sum(l.xp_delta), 0)::int as ledger_xp
          from users u left join reward_ledger l on l.user_id = u.id
          group by u.id having u.xp <> coalesce(sum(l.xp_delta), 0)`,
  },
  {
    name: "each used token has exactly one ledger entry (unless its customer was deleted)",
    sql: `select t.id, t.used_by, count(l.id)::int as entries
          from punch_tokens t left join reward_ledger l on l.token_id = t.id
          where t.used_at is not null and t.used_by is not null
          group by t.id having count(l.id) <> 1`,
  },
  {
    name: "no unused token has a ledger entry",
    sql: `select t.id from punch_tokens t join reward_ledger l on l.token_id = t.id where t.used_at is null`,
  },
  {
    name: "each used code has exactly one ledger entry (unless its customer was deleted)",
    sql: `select c.code, c.used_by, count(l.id)::int as entries
          from verification_codes c left join reward_ledger l on l.code_id = c.id
          where c.is_used and c.used_by is not null
          group by c.id having count(l.id) <> 1`,
  },
  {
    name: "no code is marked used without a time, and no unused code has a ledger entry",
    sql: `select c.code, c.is_used, c.used_at from verification_codes c
          left join reward_ledger l on l.code_id = c.id
          where (c.is_used and c.used_at is null) or (not c.is_used and l.id is not null)`,
  },
  {
    name: "no token or code is counted twice",
    sql: `select 'token' as kind, token_id::text as id, count(*)::int from reward_ledger where token_id is not null group by token_id having count(*) > 1
          union all
          select 'code', code_id::text, count(*)::int from reward_ledger where code_id is not null group by code_id having count(*) > 1`,
  },
  {
    // The daily limits read earn_days instead of counting the ledger. Voided entries do not
    // count: a void takes its punch or code off its day. Days are in the shop's time zone
    // now: after the zone changes, RECOUNT_EARN_DAYS moves the counts to the new days.
    name: "each customer's earned punches and codes per shop day match the ledger's",
    sql: EARN_DAYS_MISMATCH,
  },
  {
    // The analytics and the dashboard chart read the hourly roll-up its triggers keep; it
    // must say what the ledger and the level-up tokens say, hour by shop-local hour.
    name: "the hourly activity roll-up matches the ledger and the level-up tokens",
    sql: ACTIVITY_HOURS_MISMATCH,
  },
];

export async function runChecks(url) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const failures = [];
  try {
    // One snapshot for every check, so a running app cannot make them disagree.
    await client.query("begin isolation level repeatable read read only");
    for (const check of CHECKS) {
      const { rows } = await client.query(check.sql);
      if (rows.length) failures.push({ name: check.name, rows });
    }
    const { rows } = await client.query("select id, username, xp, level from users");
    const wrong = rows.filter((u) => levelFromXp(u.xp).level !== u.level);
    if (wrong.length)
      failures.push({ name: "each user's level follows from their XP", rows: wrong });
    await client.query("commit");
  } finally {
    await client.end();
  }
  return failures;
}

// Voids: each reverses exactly one earlier entry of the same customer, in that entry's card
// cycle (so the per-cycle sums above already count them), and nothing else is ever voided.
function voidChecks() {
  return [
    {
      name: "each void reverses exactly one entry of the same customer, in its cycle",
      sql: `select v.id, v.user_id, v.voids_entry_id, e.user_id as entry_user, v.cycle, e.cycle as entry_cycle
            from reward_ledger v left join reward_ledger e on e.id = v.voids_entry_id
            where (v.reason = 'void') <> (v.voids_entry_id is not null)
               or (v.reason = 'void' and (e.id is null or e.user_id <> v.user_id or e.cycle <> v.cycle))`,
    },
    {
      name: "no void voids a void or a card reset, and none reverses more than its entry",
      sql: `select v.id, e.id as entry_id, e.reason, e.punch_delta, v.punch_delta as void_punches,
                   e.xp_delta, v.xp_delta as void_xp
            from reward_ledger v join reward_ledger e on e.id = v.voids_entry_id
            where e.reason in ('void', 'card_reset')
               or abs(v.punch_delta) > abs(e.punch_delta) or v.punch_delta * e.punch_delta > 0
               or abs(v.xp_delta) > abs(e.xp_delta) or v.xp_delta * e.xp_delta > 0`,
    },
  ];
}
CHECKS.push(...voidChecks());
// The counts the triggers keep beside users (the admin totals, the leaderboard rank).
CHECKS.push(...USER_COUNT_MISMATCHES);

async function main() {
  const db = await openDatabase(root);
  try {
    const failures = await runChecks(db.url);
    for (const check of CHECKS) {
      const failed = failures.find((f) => f.name === check.name);
      console.log(`${failed ? "FAIL" : "ok  "}  ${check.name}`);
    }
    for (const f of failures) {
      console.log(`\n${f.name}: ${f.rows.length} offending row(s)`);
      console.table(f.rows.slice(0, 50));
    }
    process.exitCode = failures.length ? 1 : 0;
    if (!failures.length) console.log("\nAll reward invariants hold.");
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`[db:check] ${error.message}`);
    process.exit(2);
  });
}
