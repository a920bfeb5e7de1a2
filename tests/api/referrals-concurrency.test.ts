import { Client, closeDb, sql } from "../support/api";
import {
  bonusEntries,
  inboxOf,
  inviter,
  joinWith,
  punch,
  punchesOf,
  setReferralRules,
} from "../support/referrals";

afterAll(closeDb);
beforeAll(() => setReferralRules({ monthlyMax: 5 }));

jest.setTimeout(120_000);

describe("one invitation, twenty friends at once", () => {
  it("makes twenty friends, and stops the inviter's bonuses at the monthly maximum, the rest held", async () => {
    const ann = await inviter();
    // Twenty phones, each with its own token and its own address (no address chain).
    const joins = await Promise.all(
      Array.from({ length: 20 }, () => joinWith(ann.code, { client: new Client() })),
    );
    expect(joins.map((j) => j.answer.status)).toEqual(Array(20).fill(201));
    expect(joins.every((j) => j.answer.body.redemption.punches === 2)).toBe(true);
    const { rows: made } = await sql().query<{ n: number }>(
      "select count(*)::int as n from referrals where inviter_id = $1 and status = 'joined'",
      [ann.id],
    );
    expect(made[0]!.n).toBe(20);

    // All twenty come back on a later shop day, at once.
    await sql().query("update referrals set join_day = '2000-01-01' where inviter_id = $1", [
      ann.id,
    ]);
    await Promise.all(joins.map((j) => punch(j.client)));

    const { rows } = await sql().query<{ status: string; hold_reason: string | null; n: number }>(
      `select status::text, hold_reason::text, count(*)::int as n from referrals
       where inviter_id = $1 group by 1, 2 order by 1`,
      [ann.id],
    );
    expect(rows).toEqual([
      { status: "held", hold_reason: "monthly_max", n: 15 },
      { status: "rewarded", hold_reason: null, n: 5 },
    ]);
    expect(await bonusEntries(ann.id)).toHaveLength(5);
    expect(await punchesOf(ann.id)).toBe(5);
    expect(await inboxOf(ann.id, "referral_bonus")).toHaveLength(5);
    expect(await inboxOf(ann.id, "friend_joined")).toHaveLength(20);
  });
});
