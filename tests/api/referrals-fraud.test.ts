import { SoftAuthenticator } from "../support/authenticator";
import { ADMIN, Client, closeDb, signedIn, sql } from "../support/api";
import { ORIGIN, addPasskey } from "../support/passkeys";
import {
  bonusEntries,
  inviter,
  joinWith,
  joinedEarlier,
  punch,
  punchesOf,
  referralOf,
  setReferralRules,
  type Inviter,
} from "../support/referrals";

afterAll(closeDb);
beforeAll(() => setReferralRules());

type Held = { id: string; reason: string; inviter: { id: string }; friend: { id: string } };

async function heldQueue(): Promise<Held[]> {
  const admin = await signedIn(ADMIN);
  const answer = await admin.get<Held[]>("/api/admin/referrals/held");
  expect(answer.status).toBe(200);
  return answer.body;
}

/** A friend's join that is held as a self-invitation: nothing for either side, in the queue. */
async function expectSelfInvitation(
  ann: Inviter,
  joined: { user: { id: string } },
  reason: string,
) {
  const friendId = joined.user.id;
  expect(await referralOf(friendId)).toMatchObject({
    status: "held",
    hold_reason: reason,
    friend_punches: 0,
  });
  expect(await bonusEntries(friendId)).toEqual([]);
  const queue = await heldQueue();
  expect(queue.find((h) => h.friend.id === friendId)).toMatchObject({
    reason,
    inviter: { id: ann.id },
    inviterPunches: 1,
  });
}

/** The inviter's device cookie (lib/auth/device.ts), as a sign-in on their browser sets it. */
async function deviceCookieOf(user: { username: string; password: string }): Promise<string> {
  const answer = await new Client().post("/api/auth/login", user);
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((pair) => pair.startsWith("punchcard-device="));
  if (!cookie) throw new Error("no device cookie");
  return cookie;
}

type CreationOptions = { challenge: string; excludeCredentials?: { id: string }[] };

async function joinOptions(body: Record<string, unknown>): Promise<CreationOptions> {
  const answer = await new Client().post<{ options: CreationOptions }>(
    "/api/passkeys/register/options",
    body,
  );
  expect(answer.status).toBe(200);
  return answer.body.options;
}

describe("self-invitations are held, not paid", () => {
  it("same account: the inviter joining with their own session; the owner's approval pays once", async () => {
    const ann = await inviter();
    // The join signs this browser in as the new account: its next punch is the friend's.
    const { answer, client: friend } = await joinWith(ann.code, { client: ann.client });
    expect(answer.status).toBe(201);
    // No bonus: the token's punch only.
    expect(answer.body.redemption.punches).toBe(1);
    await expectSelfInvitation(ann, answer.body, "same_account");

    // The friend's return settles nothing: the owner decides.
    await joinedEarlier(answer.body.user.id);
    await punch(friend);
    expect(await bonusEntries(ann.id)).toEqual([]);

    const admin = await signedIn(ADMIN);
    const id = (await referralOf(answer.body.user.id)).id;
    const approved = await admin.post(`/api/admin/referrals/${id}/approve`);
    expect(approved).toMatchObject({ status: 200, body: { status: "rewarded" } });
    const again = await admin.post(`/api/admin/referrals/${id}/approve`);
    expect(again).toMatchObject({ status: 200, body: { status: "rewarded" } });
    expect(await bonusEntries(ann.id)).toEqual([
      { reason: "referral_inviter", punch_delta: 1, referral_id: id },
    ]);
    expect(await punchesOf(ann.id)).toBe(1);
    expect((await heldQueue()).some((h) => h.id === id)).toBe(false);
    const { rows } = await sql().query(
      "select action from admin_actions where user_id = $1 order by id",
      [ann.id],
    );
    expect(rows).toEqual([{ action: "referral_approve" }]);
  });

  it("same browser: a join carrying the inviter's device cookie; dismissing closes it once", async () => {
    const ann = await inviter();
    const visitor = new Client();
    visitor.cookie = await deviceCookieOf(ann);
    const { answer } = await joinWith(ann.code, { client: visitor });
    expect(answer.status).toBe(201);
    expect(answer.body.redemption.punches).toBe(1);
    await expectSelfInvitation(ann, answer.body, "same_browser");

    const admin = await signedIn(ADMIN);
    const id = (await referralOf(answer.body.user.id)).id;
    const dismissed = await admin.post(`/api/admin/referrals/${id}/dismiss`);
    expect(dismissed).toMatchObject({ status: 200, body: { status: "dismissed" } });
    // Decided: neither a second dismissal nor an approval changes it.
    expect((await admin.post(`/api/admin/referrals/${id}/approve`)).body).toEqual({
      status: "dismissed",
    });
    expect(await bonusEntries(ann.id)).toEqual([]);
    expect((await referralOf(answer.body.user.id)).status).toBe("dismissed");
    const unknown = await admin.post(
      "/api/admin/referrals/00000000-0000-4000-8000-000000000000/approve",
    );
    expect(unknown.status).toBe(404);
  });

  it("same passkey: the join's options exclude the inviter's passkeys, and a join after the authenticator refused is held", async () => {
    const ann = await inviter();
    const annsPhone = new SoftAuthenticator();
    await addPasskey(ann.client, annsPhone);

    // A friend's phone: the inviter's passkeys are excluded, and a join from it is paid as usual.
    const friendOptions = await joinOptions({ invite: ann.code });
    expect(friendOptions.excludeCredentials?.map((c) => c.id)).toEqual([annsPhone.id]);
    expect((await joinOptions({})).excludeCredentials ?? []).toEqual([]);
    const friend = await joinWith(ann.code, {
      body: {
        password: undefined,
        passkey: new SoftAuthenticator().register(friendOptions as never, { origin: ORIGIN }),
      },
    });
    expect(friend.answer.status).toBe(201);
    expect(await referralOf(friend.answer.body.user.id)).toMatchObject({
      status: "joined",
      hold_reason: null,
    });

    // Ann's phone refused (InvalidStateError): the screen asks again, and that join is held.
    const again = await joinOptions({ invite: ann.code, sameAuthenticator: true });
    const { answer } = await joinWith(ann.code, {
      body: {
        password: undefined,
        passkey: new SoftAuthenticator().register(again as never, { origin: ORIGIN }),
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.redemption.punches).toBe(1);
    await expectSelfInvitation(ann, answer.body, "same_passkey");
  });
});

describe("an address chain", () => {
  it("holds the inviter's bonus for a second join from one address inside the hour; the friend still gets theirs", async () => {
    const bob = await inviter();
    const first = new Client();
    const second = new Client();
    (second as { ip: string }).ip = first.ip;
    const one = (await joinWith(bob.code, { client: first })).answer;
    const two = (await joinWith(bob.code, { client: second })).answer;
    expect([one.body.redemption.punches, two.body.redemption.punches]).toEqual([2, 2]);
    expect(await referralOf(two.body.user.id)).toMatchObject({
      status: "joined",
      hold_reason: "address_chain",
      friend_punches: 1,
    });

    for (const [joined, client] of [
      [one, first],
      [two, second],
    ] as const) {
      await joinedEarlier(joined.body.user.id);
      await punch(client);
    }
    expect((await referralOf(one.body.user.id)).status).toBe("rewarded");
    expect(await referralOf(two.body.user.id)).toMatchObject({
      status: "held",
      hold_reason: "address_chain",
      came_back: true,
    });
    expect(await bonusEntries(bob.id)).toHaveLength(1);
    const queued = (await heldQueue()).find((h) => h.friend.id === two.body.user.id);
    expect(queued?.reason).toBe("address_chain");
  });
});
