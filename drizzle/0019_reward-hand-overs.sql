-- Tokens may carry several punches, and cards have their own sizes: the roll-up counts a
-- token entry's punches (its punch_delta), and a card as completed when its reset took a full
-- card's punches (reward_at: the closed card's size; resets written before cards had sizes
-- were of 10-punch cards). The same counting as LEDGER_ACTIVITY_HOURS in
-- lib/rewards/activity-hours.ts. Entries so far were all of one punch: nothing to recount.
create or replace function activity_hours_ledger() returns trigger language plpgsql as $$
declare
  zone text := coalesce((select time_zone from shop_settings limit 1), 'UTC');
begin
  if TG_OP = 'INSERT' then
    insert into activity_hours as a (day, hour, slot, punches, codes, cards_completed)
    select at::date, extract(hour from at)::smallint, pg_backend_pid() % 8,
      coalesce(sum(punch_delta) filter (where reason = 'token'), 0),
      count(*) filter (where reason = 'code'), count(*) filter (where reason = 'card_reset')
    from (select created_at at time zone zone as at, reason::text as reason, punch_delta from new_rows
          where reason::text in ('token', 'code')
            or (reason::text = 'card_reset' and -punch_delta >= coalesce(reward_at, 10))) e
    group by 1, 2, 3 order by 1, 2
    on conflict (day, hour, slot) do update set punches = a.punches + excluded.punches,
      codes = a.codes + excluded.codes, cards_completed = a.cards_completed + excluded.cards_completed;
  else
    insert into activity_hours as a (day, hour, slot, punches, codes, cards_completed)
    select at::date, extract(hour from at)::smallint, pg_backend_pid() % 8,
      -coalesce(sum(punch_delta) filter (where reason = 'token'), 0),
      -count(*) filter (where reason = 'code'), -count(*) filter (where reason = 'card_reset')
    from (select created_at at time zone zone as at, reason::text as reason, punch_delta from old_rows
          where reason::text in ('token', 'code')
            or (reason::text = 'card_reset' and -punch_delta >= coalesce(reward_at, 10))) e
    group by 1, 2, 3 order by 1, 2
    on conflict (day, hour, slot) do update set punches = a.punches + excluded.punches,
      codes = a.codes + excluded.codes, cards_completed = a.cards_completed + excluded.cards_completed;
  end if;
  return null;
end $$;
