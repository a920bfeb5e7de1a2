-- A void now takes its entry off the day it was earned (lib/rewards/void.ts), so a punch or
-- code the owner took back neither uses up the day's limit nor counts as a visit. The
-- entries voided before this change are taken off here: the same statements as
-- RECOUNT_EARN_DAYS in lib/rewards/earn-days.mjs (failures are kept).
update earn_days set punches = 0, codes = 0 where punches <> 0 or codes <> 0;
--> statement-breakpoint
insert into earn_days (user_id, day, punches, codes)
select user_id, day, punches, codes from (
  select user_id,
    (created_at at time zone coalesce((select time_zone from shop_settings limit 1), 'UTC'))::date as day,
    (count(*) filter (where reason = 'token'))::int as punches,
    (count(*) filter (where reason = 'code'))::int as codes
  from reward_ledger e where reason in ('token', 'code')
    and not exists (select 1 from reward_ledger v where v.voids_entry_id = e.id)
  group by 1, 2
) l
on conflict (user_id, day) do update set punches = excluded.punches, codes = excluded.codes;
--> statement-breakpoint
delete from earn_days where punches = 0 and codes = 0 and failures = 0;
--> statement-breakpoint
-- A card whose newest earned punch was voided waits its cooldown from the punch before it.
update punch_cards c set last_punch_at = (
  select max(e.created_at) from reward_ledger e
  where e.user_id = c.user_id and e.reason = 'token'
    and not exists (select 1 from reward_ledger v where v.voids_entry_id = e.id))
where c.last_punch_at is not null and exists (
  select 1 from (
    select e.id from reward_ledger e where e.user_id = c.user_id and e.reason = 'token'
    order by e.created_at desc, e.id desc limit 1
  ) newest
  join reward_ledger v on v.voids_entry_id = newest.id);
