ALTER TABLE "users" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_test_idx" ON "users" USING btree ("id") WHERE "users"."is_test";--> statement-breakpoint
-- A test customer is left out of the kept counts: the totals, the leaderboard and the hourly
-- roll-up read as if it did not exist. The setup guide's deletion removes its ledger entries
-- and level-up tokens while the account still says it is a test customer, so their deletion is
-- skipped too (lib/setup/test-customer.ts); is_test is set when the account is made and never
-- changes. The same counting as lib/users/counts.ts and lib/rewards/activity-hours.ts.
create or replace function keep_user_counts() returns trigger language plpgsql as $$
declare
  old_counted constant text := case when coalesce(old.is_test, false) then null else old.role::text end;
  new_counted constant text := case when coalesce(new.is_test, false) then null else new.role::text end;
  was_ranked constant boolean := coalesce(old_counted = 'user' and old.xp > 0, false);
  is_ranked constant boolean := coalesce(new_counted = 'user' and new.xp > 0, false);
begin
  if old_counted is distinct from new_counted then
    insert into account_counts as c (role, accounts)
    select role::role, sum(d) from (values (old_counted, -1), (new_counted, 1)) v(role, d)
    where role is not null group by role order by role
    on conflict (role) do update set accounts = c.accounts + excluded.accounts;
  end if;

  if was_ranked and is_ranked and old.level = new.level then
    -- The hot path (a redemption, a code, a void within a level): one row down, one up, the
    -- lower key first; the level's own count does not change.
    if old.xp < new.xp then
      update leaderboard_scores set customers = customers - 1 where level = old.level and xp = old.xp;
      insert into leaderboard_scores as c (level, xp, customers) values (new.level, new.xp, 1)
      on conflict (level, xp) do update set customers = c.customers + 1;
    else
      insert into leaderboard_scores as c (level, xp, customers) values (new.level, new.xp, 1)
      on conflict (level, xp) do update set customers = c.customers + 1;
      update leaderboard_scores set customers = customers - 1 where level = old.level and xp = old.xp;
    end if;
    return null;
  end if;

  insert into leaderboard_scores as c (level, xp, customers)
  select level, xp, sum(d) from (values (old.level, old.xp, -1, was_ranked), (new.level, new.xp, 1, is_ranked)) v(level, xp, d, ranked)
  where ranked group by level, xp having sum(d) <> 0 order by level, xp
  on conflict (level, xp) do update set customers = c.customers + excluded.customers;

  insert into leaderboard_levels as c (level, customers)
  select level, sum(d) from (values (old.level, -1, was_ranked), (new.level, 1, is_ranked)) v(level, d, ranked)
  where ranked group by level having sum(d) <> 0 order by level
  on conflict (level) do update set customers = c.customers + excluded.customers;
  return null;
end $$;
--> statement-breakpoint
create or replace function activity_hours_ledger() returns trigger language plpgsql as $$
declare
  zone text := coalesce((select time_zone from shop_settings limit 1), 'UTC');
begin
  if TG_OP = 'INSERT' then
    insert into activity_hours as a (day, hour, slot, punches, codes, cards_completed)
    select at::date, extract(hour from at)::smallint, pg_backend_pid() % 8,
      coalesce(sum(punch_delta) filter (where reason = 'token'), 0),
      count(*) filter (where reason = 'code'), count(*) filter (where reason = 'card_reset')
    from (select created_at at time zone zone as at, reason::text as reason, punch_delta from new_rows n
          where (reason::text in ('token', 'code')
            or (reason::text = 'card_reset' and -punch_delta >= coalesce(reward_at, 10)))
            and not exists (select 1 from users u where u.id = n.user_id and u.is_test)) e
    group by 1, 2, 3 order by 1, 2
    on conflict (day, hour, slot) do update set punches = a.punches + excluded.punches,
      codes = a.codes + excluded.codes, cards_completed = a.cards_completed + excluded.cards_completed;
  else
    insert into activity_hours as a (day, hour, slot, punches, codes, cards_completed)
    select at::date, extract(hour from at)::smallint, pg_backend_pid() % 8,
      -coalesce(sum(punch_delta) filter (where reason = 'token'), 0),
      -count(*) filter (where reason = 'code'), -count(*) filter (where reason = 'card_reset')
    from (select created_at at time zone zone as at, reason::text as reason, punch_delta from old_rows o
          where (reason::text in ('token', 'code')
            or (reason::text = 'card_reset' and -punch_delta >= coalesce(reward_at, 10)))
            and not exists (select 1 from users u where u.id = o.user_id and u.is_test)) e
    group by 1, 2, 3 order by 1, 2
    on conflict (day, hour, slot) do update set punches = a.punches + excluded.punches,
      codes = a.codes + excluded.codes, cards_completed = a.cards_completed + excluded.cards_completed;
  end if;
  return null;
end $$;
--> statement-breakpoint
create or replace function activity_hours_tokens() returns trigger language plpgsql as $$
begin
  if TG_OP = 'INSERT' then
    perform activity_hours_bump_tokens(coalesce((
      select jsonb_agg(jsonb_build_object('created_at', created_at, 'used_at', used_at, 'sign', 1))
      from new_rows n where kind = 'level_up'
        and not exists (select 1 from users u where u.id = n.owner_id and u.is_test)), '[]'));
  elsif TG_OP = 'DELETE' then
    perform activity_hours_bump_tokens(coalesce((
      select jsonb_agg(jsonb_build_object('created_at', created_at, 'used_at', used_at, 'sign', -1))
      from old_rows o where kind = 'level_up'
        and not exists (select 1 from users u where u.id = o.owner_id and u.is_test)), '[]'));
  elsif not exists (select 1 from users u where u.id = new.owner_id and u.is_test) then
    perform activity_hours_bump_tokens(jsonb_build_array(
      jsonb_build_object('created_at', old.created_at, 'used_at', old.used_at, 'sign', -1),
      jsonb_build_object('created_at', new.created_at, 'used_at', new.used_at, 'sign', 1)));
  end if;
  return null;
end $$;
