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
beforeAll(() => setReferralRules());

/** An inviter paid for a friend who came back, and the ledger entry of that return. */
async function paidInviter() {
  const ann = await inviter();
  const { answer, client } = await joinWith(ann.code);
  const friendId = answer.body.user.id;
  await joinedEarlier(friendId);
  await punch(client);
  expect((await referralOf(friendId)).status).toBe("rewarded");
  expect(await punchesOf(ann.id)).toBe(1);
  const { rows } = await sql().query<{ entry: string; id: string }>(
    "select came_back_entry_id as entry, id from referrals where friend_id = $1",
    [friendId],
  );
  return { ann, friendId, referralId: rows[0]!.id, returnEntry: Number(rows[0]!.entry) };
}

async function voidAsAdmin(entryId: number) {
  const admin = await signedIn(ADMIN);
  const answer = await admin.post(`/api/ledger/${entryId}/void`, { reason: "Not a real visit" });
  expect(answer.status).toBe(200);
  return admin;
}

describe("voiding the friend's returning punch", () => {
  it("voids the inviter's bonus it paid, with an entry naming the invitation, and the invitation shows it", async () => {
    const { ann, friendId, referralId, returnEntry } = await paidInviter();
    const admin = await voidAsAdmin(returnEntry);

    expect(await punchesOf(ann.id)).toBe(0);
    const { rows } = await sql().query(
      `select v.reason::text, v.punch_delta, v.referral_id, v.note, b.reason::text as voids
       from reward_ledger v join reward_ledger b on b.id = v.voids_entry_id
       where v.user_id = $1 and v.reason = 'void'`,
      [ann.id],
    );
    expect(rows).toEqual([
      {
        reason: "void",
        punch_delta: -1,
        referral_id: referralId,
        note: "Not a real visit",
        voids: "referral_inviter",
      },
    ]);
    expect((await referralOf(friendId)).status).toBe("voided");
    const page = await admin.get<{ invited: { friendId: string; status: string }[] }>(
      `/api/admin/referrals/customer/${ann.id}`,
    );
    expect(page.body.invited.find((i) => i.friendId === friendId)?.status).toBe("voided");
  });

  it("holds the invitation for review when the inviter already spent the bonus; approving lets it stand", async () => {
    const { ann, friendId, referralId, returnEntry } = await paidInviter();
    // The inviter's card closed since (its reward handed over): the bonus is spent.
    await sql().query("update punch_cards set cycle = cycle + 1, punches = 0 where user_id = $1", [
      ann.id,
    ]);
    const admin = await voidAsAdmin(returnEntry);

    expect(await referralOf(friendId)).toMatchObject({
      status: "held",
      hold_reason: "return_voided",
    });
    const held = await admin.get<{ id: string; reason: string; inviterPunches: number }[]>(
      "/api/admin/referrals/held",
    );
    expect(held.body.find((h) => h.id === referralId)).toMatchObject({
      reason: "return_voided",
      inviterPunches: 0,
    });
    const approved = await admin.post(`/api/admin/referrals/${referralId}/approve`);
    expect(approved).toMatchObject({ status: 200, body: { status: "rewarded" } });
    // Nothing paid twice, nothing taken back.
    expect(await bonusEntries(ann.id)).toEqual([
      { reason: "referral_inviter", punch_delta: 1, referral_id: referralId },
    ]);
  });

  it("leaves an invitation alone when another punch of the friend is voided", async () => {
    const { ann, friendId, returnEntry } = await paidInviter();
    const { rows } = await sql().query<{ id: string }>(
      "select id from reward_ledger where user_id = $1 and reason = 'token' and id <> $2",
      [friendId, returnEntry],
    );
    await voidAsAdmin(Number(rows[0]!.id));
    expect((await referralOf(friendId)).status).toBe("rewarded");
    expect(await punchesOf(ann.id)).toBe(1);
  });

  it("sends a held invitation back to waiting when its return is voided: the owner cannot pay for it", async () => {
    const ann = await inviter();
    const { answer, client } = await joinWith(ann.code);
    const friendId = answer.body.user.id;
    await joinedEarlier(friendId);
    // Blocked as the friend comes back: the bonus waits for the owner.
    await sql().query("update users set earning_blocked_at = now() where id = $1", [ann.id]);
    await punch(client);
    const held = await referralOf(friendId);
    expect(held).toMatchObject({ status: "held", hold_reason: "blocked" });
    const { rows } = await sql().query<{ entry: string; id: string }>(
      "select came_back_entry_id as entry, id from referrals where friend_id = $1",
      [friendId],
    );
    await sql().query("update users set earning_blocked_at = null where id = $1", [ann.id]);

    const admin = await voidAsAdmin(Number(rows[0]!.entry));

    expect(await referralOf(friendId)).toMatchObject({ status: "joined", hold_reason: null });
    const approved = await admin.post(`/api/admin/referrals/${rows[0]!.id}/approve`);
    // Nothing waits for the owner any more: the decision finds it waiting and changes nothing.
    expect(approved.body).toMatchObject({ status: "joined" });
    expect(await punchesOf(ann.id)).toBe(0);
    expect(await bonusEntries(ann.id)).toEqual([]);
  });
});
