// The counts the database keeps beside users (the triggers of drizzle/0009_user_counts_triggers):
// accounts per role for the admin totals, and ranked customers (role 'user', XP above 0) per
// level and per (level, XP) for the leaderboard rank. Plain SQL shared by `npm run db:check`,
// the bench's seed and the migration's hand-written twin; Node loads it as it is.

/**
 * What the counts should be, straight from users: one select per table. The owner's test
 * customer (users.is_test, drizzle/0030_test-customer.sql) is counted nowhere.
 */
const COUNTED = {
  account_counts: `select role, count(*)::int as accounts from users where not is_test group by role`,
  leaderboard_levels: `select level, count(*)::int as customers from users
    where role = 'user' and xp > 0 and not is_test group by level`,
  leaderboard_scores: `select level, xp, count(*)::int as customers from users
    where role = 'user' and xp > 0 and not is_test group by level, xp`,
};

/**
 * The rows where a kept count and users disagree (db:check). A kept row of 0 is the same as
 * no row: the triggers leave a count at 0 rather than delete it.
 */
export const USER_COUNT_MISMATCHES: { name: string; sql: string }[] = [
  {
    name: "each role's account count equals the accounts with that role",
    sql: `select coalesce(c.role, u.role) as role, coalesce(c.accounts, 0) as kept, coalesce(u.accounts, 0) as counted
          from account_counts c full join (${COUNTED.account_counts}) u on u.role = c.role
          where coalesce(c.accounts, 0) <> coalesce(u.accounts, 0)`,
  },
  {
    name: "each level's ranked customer count equals the customers with XP at that level",
    sql: `select coalesce(c.level, u.level) as level, coalesce(c.customers, 0) as kept, coalesce(u.customers, 0) as counted
          from leaderboard_levels c full join (${COUNTED.leaderboard_levels}) u on u.level = c.level
          where coalesce(c.customers, 0) <> coalesce(u.customers, 0)`,
  },
  {
    name: "each (level, XP) ranked customer count equals the customers with that level and XP",
    sql: `select coalesce(c.level, u.level) as level, coalesce(c.xp, u.xp) as xp,
                 coalesce(c.customers, 0) as kept, coalesce(u.customers, 0) as counted
          from leaderboard_scores c full join (${COUNTED.leaderboard_scores}) u on u.level = c.level and u.xp = c.xp
          where coalesce(c.customers, 0) <> coalesce(u.customers, 0)`,
  },
];

/** Recounts the three tables from users, for rows written with the triggers off (a bulk load). */
export const RECOUNT_USER_COUNTS = Object.entries(COUNTED).flatMap(([table, counted]) => [
  `delete from ${table}`,
  `insert into ${table} ${counted}`,
]);
