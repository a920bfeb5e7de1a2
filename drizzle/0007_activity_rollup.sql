CREATE TABLE "activity_hours" (
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"punches" integer DEFAULT 0 NOT NULL,
	"codes" integer DEFAULT 0 NOT NULL,
	"cards_completed" integer DEFAULT 0 NOT NULL,
	"level_up_issued" integer DEFAULT 0 NOT NULL,
	"level_up_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_hours_day_hour_slot_pk" PRIMARY KEY("day","hour","slot"),
	CONSTRAINT "activity_hours_hour_range" CHECK ("activity_hours"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE INDEX "earn_days_day_idx" ON "earn_days" USING btree ("day");--> statement-breakpoint
-- The roll-up is kept exact by triggers, so every writer (redemption, verification, adjust,
-- void, reset, import, a test's SQL, a cascade from a deleted customer) updates it inside its
-- own transaction. The hour is the shop's (shop_settings.time_zone, UTC without a row); a new
-- time zone is recounted by the settings save (RECOUNT_ACTIVITY_HOURS in
-- lib/rewards/activity-hours.mjs, whose counting these functions repeat: a card is complete at
-- 10 punches, PUNCHES_PER_CARD). Statement triggers with transition tables: a bulk insert is
-- one aggregate and one upsert, not a row each. Rows are upserted in (day, hour) order, and
-- after every other row a reward transaction locks, so the roll-up is always locked last.
-- Each session writes its own slot of the hour (its process id modulo 8): parallel
-- redemptions in one hour would otherwise all wait on one row until each commits.
create function activity_hours_ledger() returns trigger language plpgsql as $$
declare
  zone text := coalesce((select time_zone from shop_settings limit 1), 'UTC');
begin
  if TG_OP = 'INSERT' then
    insert into activity_hours as a (day, hour, slot, punches, codes, cards_completed)
    select at::date, extract(hour from at)::smallint, pg_backend_pid() % 8,
      count(*) filter (where reason = 'token'), count(*) filter (where reason = 'code'),
      count(*) filter (where reason = 'card_reset')
    from (select created_at at time zone zone as at, reason from new_rows
          where reason in ('token', 'code') or (reason = 'card_reset' and punch_delta <= -10)) e
    group by 1, 2, 3 order by 1, 2
    on conflict (day, hour, slot) do update set punches = a.punches + excluded.punches,
      codes = a.codes + excluded.codes, cards_completed = a.cards_completed + excluded.cards_completed;
  else
    insert into activity_hours as a (day, hour, slot, punches, codes, cards_completed)
    select at::date, extract(hour from at)::smallint, pg_backend_pid() % 8,
      -count(*) filter (where reason = 'token'), -count(*) filter (where reason = 'code'),
      -count(*) filter (where reason = 'card_reset')
    from (select created_at at time zone zone as at, reason from old_rows
          where reason in ('token', 'code') or (reason = 'card_reset' and punch_delta <= -10)) e
    group by 1, 2, 3 order by 1, 2
    on conflict (day, hour, slot) do update set punches = a.punches + excluded.punches,
      codes = a.codes + excluded.codes, cards_completed = a.cards_completed + excluded.cards_completed;
  end if;
  return null;
end $$;
--> statement-breakpoint
-- Level-up tokens count where they were issued (created_at) and where they were used
-- (used_at). `changed` holds each token's before (-1) and after (+1) state.
create function activity_hours_bump_tokens(changed jsonb) returns void language plpgsql as $$
declare
  zone text := coalesce((select time_zone from shop_settings limit 1), 'UTC');
begin
  insert into activity_hours as a (day, hour, slot, level_up_issued, level_up_used)
  select at::date, extract(hour from at)::smallint, pg_backend_pid() % 8, sum(issued), sum(used)
  from (
    select (c->>'created_at')::timestamptz at time zone zone as at, (c->>'sign')::int as issued, 0 as used
    from jsonb_array_elements(changed) c
    union all
    select (c->>'used_at')::timestamptz at time zone zone, 0, (c->>'sign')::int
    from jsonb_array_elements(changed) c where c->>'used_at' is not null
  ) e
  group by 1, 2, 3 having sum(issued) <> 0 or sum(used) <> 0 order by 1, 2
  on conflict (day, hour, slot) do update set level_up_issued = a.level_up_issued + excluded.level_up_issued,
    level_up_used = a.level_up_used + excluded.level_up_used;
end $$;
--> statement-breakpoint
create function activity_hours_tokens() returns trigger language plpgsql as $$
begin
  if TG_OP = 'INSERT' then
    perform activity_hours_bump_tokens(coalesce((
      select jsonb_agg(jsonb_build_object('created_at', created_at, 'used_at', used_at, 'sign', 1))
      from new_rows where kind = 'level_up'), '[]'));
  elsif TG_OP = 'DELETE' then
    perform activity_hours_bump_tokens(coalesce((
      select jsonb_agg(jsonb_build_object('created_at', created_at, 'used_at', used_at, 'sign', -1))
      from old_rows where kind = 'level_up'), '[]'));
  else
    perform activity_hours_bump_tokens(jsonb_build_array(
      jsonb_build_object('created_at', old.created_at, 'used_at', old.used_at, 'sign', -1),
      jsonb_build_object('created_at', new.created_at, 'used_at', new.used_at, 'sign', 1)));
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger activity_hours_ledger_insert after insert on reward_ledger
  referencing new table as new_rows for each statement execute function activity_hours_ledger();
--> statement-breakpoint
create trigger activity_hours_ledger_delete after delete on reward_ledger
  referencing old table as old_rows for each statement execute function activity_hours_ledger();
--> statement-breakpoint
create trigger activity_hours_tokens_insert after insert on punch_tokens
  referencing new table as new_rows for each statement execute function activity_hours_tokens();
--> statement-breakpoint
create trigger activity_hours_tokens_delete after delete on punch_tokens
  referencing old table as old_rows for each statement execute function activity_hours_tokens();
--> statement-breakpoint
-- A redemption sets used_at on one token: a row trigger, called only for a level-up token
-- whose counted times changed (a shop token's use or a void costs nothing here).
create trigger activity_hours_tokens_update after update of kind, created_at, used_at on punch_tokens
  for each row when (
    (old.kind = 'level_up' or new.kind = 'level_up') and (old.kind is distinct from new.kind
      or old.created_at is distinct from new.created_at or old.used_at is distinct from new.used_at))
  execute function activity_hours_tokens();
--> statement-breakpoint
-- The activity already in the database, counted as RECOUNT_ACTIVITY_HOURS does.
insert into activity_hours (day, hour, punches, codes, cards_completed, level_up_issued, level_up_used)
select at::date, extract(hour from at)::int,
  sum(punches)::int, sum(codes)::int, sum(cards_completed)::int, sum(level_up_issued)::int, sum(level_up_used)::int
from (
  select created_at at time zone coalesce((select time_zone from shop_settings limit 1), 'UTC') as at,
    (reason = 'token')::int as punches, (reason = 'code')::int as codes,
    (reason = 'card_reset')::int as cards_completed, 0 as level_up_issued, 0 as level_up_used
  from reward_ledger
  where reason in ('token', 'code') or (reason = 'card_reset' and punch_delta <= -10)
  union all
  select created_at at time zone coalesce((select time_zone from shop_settings limit 1), 'UTC'), 0, 0, 0, 1, 0
  from punch_tokens where kind = 'level_up'
  union all
  select used_at at time zone coalesce((select time_zone from shop_settings limit 1), 'UTC'), 0, 0, 0, 0, 1
  from punch_tokens where kind = 'level_up' and used_at is not null
) e
group by 1, 2 order by 1, 2;
