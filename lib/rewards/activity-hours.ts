// activity_hours as the ledger and the tokens say it should be: per shop-local day and hour
// (the shop's time zone), the punches earned (a token's entry holds the punches it carried),
// codes verified, cards completed (a reset of a full card: its entry keeps the card's size,
// SPEC's ten for resets written before cards had sizes) and level-up tokens issued and used.
// Plain SQL shared by `npm run db:check`, the settings save (a new time zone moves every hour)
// and the bench seed; drizzle/0007_activity_rollup.sql holds its hand-written twin (the
// backfill and the triggers that keep the table exact), its trigger function as
// drizzle/0019_reward-hand-overs.sql replaced it, and drizzle/0030_test-customer.sql, which
// leaves the owner's test customer out.
// Node loads it as it is: its imports name their .ts files (Node resolves no aliases).
import { PUNCHES_PER_CARD } from "./curve.ts";
import { SHOP_TIME_ZONE } from "./earn-days.ts";
import { notTestCustomer } from "../db/test-customer-sql.ts";

/** The roll-up's counters, in column order. */
export const ACTIVITY_COUNTERS = [
  "punches",
  "codes",
  "cards_completed",
  "level_up_issued",
  "level_up_used",
] as const;

/** day, hour and the counters, counted from reward_ledger and punch_tokens. */
export const LEDGER_ACTIVITY_HOURS = `
  select at::date as day, extract(hour from at)::int as hour,
    sum(punches)::int as punches, sum(codes)::int as codes, sum(cards_completed)::int as cards_completed,
    sum(level_up_issued)::int as level_up_issued, sum(level_up_used)::int as level_up_used
  from (
    select created_at at time zone ${SHOP_TIME_ZONE} as at,
      case when reason = 'token' then punch_delta else 0 end as punches, (reason = 'code')::int as codes,
      (reason = 'card_reset')::int as cards_completed, 0 as level_up_issued, 0 as level_up_used
    from reward_ledger
    where (reason in ('token', 'code')
      or (reason = 'card_reset' and -punch_delta >= coalesce(reward_at, ${PUNCHES_PER_CARD})))
      and ${notTestCustomer("reward_ledger.user_id")}
    union all
    select created_at at time zone ${SHOP_TIME_ZONE}, 0, 0, 0, 1, 0
    from punch_tokens where kind = 'level_up' and ${notTestCustomer("punch_tokens.owner_id")}
    union all
    select used_at at time zone ${SHOP_TIME_ZONE}, 0, 0, 0, 0, 1
    from punch_tokens
    where kind = 'level_up' and used_at is not null and ${notTestCustomer("punch_tokens.owner_id")}
  ) e
  group by 1, 2`;

const differs = ACTIVITY_COUNTERS.map((c) => `coalesce(a.${c}, 0) <> coalesce(l.${c}, 0)`).join(
  " or ",
);

/** The hours where activity_hours (its slots added up) and the ledger and tokens disagree (db:check). */
export const ACTIVITY_HOURS_MISMATCH = `
  select coalesce(l.day, a.day)::text as day, coalesce(l.hour, a.hour) as hour,
    ${ACTIVITY_COUNTERS.map((c) => `coalesce(a.${c}, 0) as rollup_${c}, coalesce(l.${c}, 0) as ledger_${c}`).join(", ")}
  from (${LEDGER_ACTIVITY_HOURS}) l
  full join (
    select day, hour, ${ACTIVITY_COUNTERS.map((c) => `sum(${c})::int as ${c}`).join(", ")}
    from activity_hours group by 1, 2
  ) a on a.day = l.day and a.hour = l.hour
  where ${differs}`;

/**
 * Rebuilds activity_hours from the ledger and the tokens: after the shop's time zone changes
 * (every entry may move to another day and hour) and after a bulk load written with the
 * triggers off. Run the statements in order, in one transaction, after RECOUNT_EARN_DAYS
 * (the reward transactions write earn_days before the roll-up: the same order never deadlocks).
 */
export const RECOUNT_ACTIVITY_HOURS = [
  `delete from activity_hours`,
  `insert into activity_hours (day, hour, ${ACTIVITY_COUNTERS.join(", ")})
   select day, hour, ${ACTIVITY_COUNTERS.join(", ")} from (${LEDGER_ACTIVITY_HOURS}) l order by 1, 2`,
];
