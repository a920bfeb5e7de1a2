// The owner's test customer (users.is_test, made by the setup guide) is a real account with a
// real card, counted in none of the shop's figures: the totals, analytics, the leaderboard and
// the exports each leave it out with this one condition. Plain SQL text, so the node-loaded
// checks (db:check) and the app's queries share it; the partial index users_test_idx makes it
// a probe of a handful of rows.

/** True when the account `userColumn` names is not a test customer. */
export const notTestCustomer = (userColumn: string) =>
  `not exists (select 1 from users test where test.id = ${userColumn} and test.is_test)`;
