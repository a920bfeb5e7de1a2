import { ADMIN, closeDb, signedIn, sql } from "../support/api";
import {
  bonusEntries,
  inviter,
  joinWith,
  joinedEarlier,
  punch,
  punchesOf,
  referralOf,
  setReferralRules,
} from "../support/referrals";

afterAll(closeDb);
// The rules every invitation test shares: friend 1, inviter 1, at most 5 a month.
beforeAll(() => setReferralRules());

/** A friend of `code` who joined on an earlier day and comes back now. */
async function friendComesBack(code: string) {
  const { answer, client } = await joinWith(code);
  expect(answer.status).toBe(201);
  await joinedEarlier(answer.body.user.id);
  await punch(client);
  return { id: answer.body.user.id, client };
}

const setBlocked = (userId: string, blocked: boolean) =>
  sql().query(`update users set earning_blocked_at = ${blocked ? "now()" : "null"} where id = $1`, [
    userId,
  ]);

describe("an inviter blocked from earning", () => {
  it("is not paid when the friend comes back: held for review, approved only once unblocked", async () => {
    const ann = await inviter();
    await setBlocked(ann.id, true);
    const friend = await friendComesBack(ann.code);
    expect(await referralOf(friend.id)).toMatchObject({
      status: "held",
      hold_reason: "blocked",
      came_back: true,
    });
    expect(await bonusEntries(ann.id)).toEqual([]);

    const admin = await signedIn(ADMIN);
    const held = await admin.get<{ id: string; reason: string }[]>("/api/admin/referrals/held");
    const id = (await referralOf(friend.id)).id;
    expect(held.body.find((h) => h.id === id)?.reason).toBe("blocked");
    const refused = await admin.post(`/api/admin/referrals/${id}/approve`);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: "conflict",
        error:
          "This inviter is still blocked from earning: unblock them before approving the bonus.",
      },
    });
    expect((await referralOf(friend.id)).status).toBe("held");

    await setBlocked(ann.id, false);
    const approved = await admin.post(`/api/admin/referrals/${id}/approve`);
    expect(approved).toMatchObject({ status: 200, body: { status: "rewarded" } });
    expect(await punchesOf(ann.id)).toBe(1);
  });
});

describe("the monthly maximum", () => {
  it("counts the bonuses paid this month, also those for friends who deleted their account", async () => {
    const ann = await inviter();
    const first = await friendComesBack(ann.code);
    expect((await referralOf(first.id)).status).toBe("rewarded");
    const gone = await first.client.call("DELETE", "/api/me", { password: "secret-pass" });
    expect(gone.status).toBe(200);
    // Four more paid this month for friends since deleted: the inviter's entries stay.
    await sql().query(
      `insert into reward_ledger (user_id, reason, punch_delta, cycle)
       select $1, 'referral_inviter', 1, 0 from generate_series(1, 4)`,
      [ann.id],
    );
    await sql().query("update punch_cards set punches = punches + 4 where user_id = $1", [ann.id]);
    expect(await bonusEntries(ann.id)).toEqual([]);

    const next = await friendComesBack(ann.code);
    expect(await referralOf(next.id)).toMatchObject({
      status: "held",
      hold_reason: "monthly_max",
    });
  });
});
