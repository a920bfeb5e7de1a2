-- Accounts per role, and ranked customers (role 'user', XP above 0) per level and per
-- (level, XP), kept by triggers on users: the admin totals read one row and the leaderboard
-- rank sums a few dozen small rows instead of counting every customer.
--
-- The triggers are deferred to commit: every redemption moves its customer's XP, and
-- customers with the same XP share a counter row, so the row lock is held only while the
-- transaction commits, not from the XP update through the rest of the transaction. Within a
-- trigger the rows are locked in one order (accounts, then scores, then levels, each by key),
-- so two transactions never wait on each other in a circle. A count that reaches 0 stays as
-- a row of 0 (no delete on the hot path; db:check reads a 0 row as no row).
create function keep_user_counts() returns trigger language plpgsql as $$
declare
  was_ranked constant boolean := coalesce(old.role = 'user' and old.xp > 0, false);
  is_ranked constant boolean := coalesce(new.role = 'user' and new.xp > 0, false);
begin
  if old.role is distinct from new.role then
    insert into account_counts as c (role, accounts)
    select role, sum(d) from (values (old.role, -1), (new.role, 1)) v(role, d)
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
create constraint trigger users_keep_counts_on_write after insert or delete on users
  deferrable initially deferred for each row execute function keep_user_counts();
--> statement-breakpoint
create constraint trigger users_keep_counts_on_change after update of role, level, xp on users
  deferrable initially deferred for each row
  when (old.role is distinct from new.role or old.level is distinct from new.level or old.xp is distinct from new.xp)
  execute function keep_user_counts();
--> statement-breakpoint
-- The counts of the users already stored: the same statements as RECOUNT_USER_COUNTS in
-- lib/users/counts.mjs.
insert into account_counts (role, accounts) select role, count(*)::int from users group by role;
--> statement-breakpoint
insert into leaderboard_levels (level, customers)
select level, count(*)::int from users where role = 'user' and xp > 0 group by level;
--> statement-breakpoint
insert into leaderboard_scores (level, xp, customers)
select level, xp, count(*)::int from users where role = 'user' and xp > 0 group by level, xp;
