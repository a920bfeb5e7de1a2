import { closeDb } from "../support/api";
import {
  bonusEntries,
  inboxOf,
  inviter,
  joinWith,
  joinedEarlier,
  punch,
  referralOf,
  setReferralRules,
} from "../support/referrals";

// Runs alone: it turns the shop's invitation switch off and on, which every join through an
// invitation reads.
afterAll(async () => {
  // As a new shop has it.
  await setReferralRules({ on: false });
  await closeDb();
});

describe("the owner's switch", () => {
  it("off: no new bonuses for either side, and the bonuses already given stay", async () => {
    await setReferralRules({ on: true });
    const ann = await inviter();
    const before = await joinWith(ann.code);
    const earlier = before.answer.body.user.id;
    expect(await bonusEntries(earlier)).toHaveLength(1);

    await setReferralRules({ on: false });
    const after = await joinWith(ann.code);
    expect(after.answer.status).toBe(201);
    expect(after.answer.body.redemption.punches).toBe(1);
    expect(await referralOf(after.answer.body.user.id)).toMatchObject({
      status: "joined",
      friend_punches: 0,
    });
    expect(await bonusEntries(after.answer.body.user.id)).toEqual([]);
    // The inviter still hears of the friend, with no bonus promised.
    const messages = await inboxOf(ann.id, "friend_joined");
    expect(messages.at(-1)?.body).toBe("Thank you for bringing a friend.");

    // The earlier friend comes back with the switch off: nothing is paid, the ledger stays.
    await joinedEarlier(earlier);
    await punch(before.client);
    expect(await referralOf(earlier)).toMatchObject({ status: "came_back", came_back: true });
    expect(await bonusEntries(ann.id)).toEqual([]);
    expect(await bonusEntries(earlier)).toEqual([
      expect.objectContaining({ reason: "referral_friend", punch_delta: 1 }),
    ]);
    // Settled once: turned on again, the next punch pays nothing for that friend.
    await setReferralRules({ on: true });
    await punch(before.client);
    expect(await bonusEntries(ann.id)).toEqual([]);
  });
});
