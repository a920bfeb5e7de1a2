// earn_days as the ledger says it should be: each customer's earned punches (token entries,
// each the punches its token carried)
// and verified codes (code entries) per shop day, in the shop's time zone. Plain SQL shared
// by `npm run db:check`, the demo seed and the migrations' hand-written twins (0006, 0015);
// Node loads it as it is (no imports, erasable syntax only).
// A voided entry no longer counts: the void takes it off its day (lib/rewards/void.ts), so a
// punch the owner took back neither uses up the day's limit nor makes a visit.

/**
 * The shop's time zone, as the reward transactions read it (UTC until settings exist); the
 * activity roll-up (activity-hours.ts) reads it the same way.
 */
export const SHOP_TIME_ZONE = `coalesce((select time_zone from shop_settings limit 1), 'UTC')`;

/** user_id, day, punches, codes: what the ledger says each customer earned each shop day. */
export const LEDGER_EARN_DAYS = `
  select user_id, (created_at at time zone ${SHOP_TIME_ZONE})::date as day,
    (coalesce(sum(punch_delta) filter (where reason = 'token'), 0))::int as punches,
    (count(*) filter (where reason = 'code'))::int as codes
  from reward_ledger e where reason in ('token', 'code')
    and not exists (select 1 from reward_ledger v where v.voids_entry_id = e.id)
  group by 1, 2`;

/** The rows where earn_days and the ledger disagree (db:check). */
export const EARN_DAYS_MISMATCH = `
  select coalesce(l.user_id, d.user_id) as user_id, coalesce(l.day, d.day)::text as day,
    coalesce(d.punches, 0) as earn_days_punches, coalesce(l.punches, 0) as ledger_punches,
    coalesce(d.codes, 0) as earn_days_codes, coalesce(l.codes, 0) as ledger_codes
  from (${LEDGER_EARN_DAYS}) l
  full join earn_days d on d.user_id = l.user_id and d.day = l.day
  where coalesce(d.punches, 0) <> coalesce(l.punches, 0) or coalesce(d.codes, 0) <> coalesce(l.codes, 0)`;

/**
 * Recounts earn_days' punches and codes from the ledger (failures stay on their day): for
 * data written outside the reward transactions, and after the shop's time zone changes,
 * which moves the day boundaries. Run the statements in order, in one transaction.
 */
export const RECOUNT_EARN_DAYS = [
  `update earn_days set punches = 0, codes = 0 where punches <> 0 or codes <> 0`,
  `insert into earn_days (user_id, day, punches, codes)
   select user_id, day, punches, codes from (${LEDGER_EARN_DAYS}) l
   on conflict (user_id, day) do update set punches = excluded.punches, codes = excluded.codes`,
  `delete from earn_days where punches = 0 and codes = 0 and failures = 0`,
];
