/**
 * SPEC.md's program as PUT /api/program takes it: what a new shop, and the shared test
 * database, run. No imports: unit tests load it too.
 */
export const SPEC_PROGRAM = {
  cardSize: 10,
  rewards: [{ at: 10, name: "Free product" }],
  welcomePunches: 0,
  maxTokenPunches: 1,
  cardColor: null,
  stampIcon: null,
  terms: "",
  // Friends bring friends: off for a new shop, one punch each, five rewarded a month.
  referralsOn: false,
  referralFriendPunches: 1,
  referralInviterPunches: 1,
  referralMonthlyMax: 5,
};
