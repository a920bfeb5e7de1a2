-- Each customer's earned punches and codes per shop day, counted from the ledger entries
-- written before the reward transactions kept earn_days (the daily limits and db:check read
-- it). Days are in the shop's time zone (UTC until the settings exist); failures are kept.
-- The same statements as RECOUNT_EARN_DAYS in lib/rewards/earn-days.mjs.
update earn_days set punches = 0, codes = 0 where punches <> 0 or codes <> 0;
--> statement-breakpoint
insert into earn_days (user_id, day, punches, codes)
select user_id, day, punches, codes from (
  select user_id,
    (created_at at time zone coalesce((select time_zone from shop_settings limit 1), 'UTC'))::date as day,
    (count(*) filter (where reason = 'token'))::int as punches,
    (count(*) filter (where reason = 'code'))::int as codes
  from reward_ledger where reason in ('token', 'code')
  group by 1, 2
) l
on conflict (user_id, day) do update set punches = excluded.punches, codes = excluded.codes;
--> statement-breakpoint
delete from earn_days where punches = 0 and codes = 0 and failures = 0;
