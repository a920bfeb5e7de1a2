import { Client, cast, closeDb, createUser, signedIn, sql } from "../support/api";
import {
  bonusEntries,
  inboxOf,
  inviter,
  joinWith,
  joinedEarlier,
  punch,
  punchesOf,
  referralOf,
  setReferralRules,
} from "../support/referrals";

afterAll(closeDb);
// The rules as a new demo shop has them: one bonus punch each side, five rewarded a month.
beforeAll(() => setReferralRules());

const UNKNOWN = "This invitation code is unknown.";
const REPLACED = "This invitation no longer works.";

describe("friends bring friends: the bonuses", () => {
  it("gives the friend their bonus with the first punch, and the inviter theirs once, on a later shop day", async () => {
    const ann = await inviter();
    // Typed as a friend may type it: lower case, with spaces.
    const typed = ` ${ann.code.slice(0, 4).toLowerCase()} ${ann.code.slice(4)} `;
    const { answer, client: friend } = await joinWith(typed);
    expect(answer.status).toBe(201);
    // The first screen: the token's punch and the friend's bonus.
    expect(answer.body.redemption.punches).toBe(2);
    const friendId = answer.body.user.id;
    const referral = await referralOf(friendId);
    expect(referral).toMatchObject({ status: "joined", hold_reason: null, friend_punches: 1 });
    expect(await bonusEntries(friendId)).toEqual([
      { reason: "referral_friend", punch_delta: 1, referral_id: referral.id },
    ]);

    // A second punch the same shop day: nothing for the inviter yet.
    await punch(friend);
    expect(await bonusEntries(ann.id)).toEqual([]);
    expect((await referralOf(friendId)).status).toBe("joined");

    // On a later shop day the inviter's bonus lands, once.
    await joinedEarlier(friendId);
    await punch(friend);
    expect(await bonusEntries(ann.id)).toEqual([
      { reason: "referral_inviter", punch_delta: 1, referral_id: referral.id },
    ]);
    expect(await punchesOf(ann.id)).toBe(1);
    expect(await referralOf(friendId)).toMatchObject({
      status: "rewarded",
      inviter_punches: 1,
      came_back: true,
    });
    await punch(friend);
    expect(await bonusEntries(ann.id)).toHaveLength(1);
    expect(await punchesOf(ann.id)).toBe(1);

    // The customer sees their own invitation and their friend, masked.
    const mine = await ann.client.get<Record<string, unknown>>("/api/me/invitation");
    expect(mine.body).toMatchObject({
      code: ann.code,
      path: `/i/${ann.code}`,
      on: true,
      friendPunches: 1,
      inviterPunches: 1,
      friends: { joined: 1, cameBack: 1 },
      invited: [
        {
          name: expect.stringMatching(/^FR\*+.$/),
          joinedAt: expect.any(String),
          cameBack: true,
          state: "rewarded",
        },
      ],
    });

    // The owner's export names who invited the friend.
    const admin = (await cast()).admin;
    const csv = await admin.get<string>("/api/export/customers.csv");
    const row = csv.body.split(/\r?\n/).find((line) => line.startsWith(answer.body.user.username));
    expect(row?.endsWith(`,${ann.username}`)).toBe(true);
  });

  it("tells the inviter in their inbox when the friend joins and when the bonus lands, in their language", async () => {
    const ana = await inviter();
    await sql().query("update users set locale = 'es' where id = $1", [ana.id]);
    const { answer, client: friend } = await joinWith(ana.code);
    const masked = answer.body.user.username.slice(0, 2).toUpperCase();
    const [joined] = await inboxOf(ana.id, "friend_joined");
    expect(joined?.title).toMatch(new RegExp(`^${masked}\\*+. se unió con tu invitación\\.$`));
    expect(joined?.body).toBe("Recibirás 1 sello extra cuando vuelva otro día.");
    await joinedEarlier(answer.body.user.id);
    await punch(friend);
    const [bonus] = await inboxOf(ana.id, "referral_bonus");
    expect(bonus?.title).toMatch(new RegExp(`^Recibiste 1 sello extra: ${masked}\\*+. volvió\\.$`));

    const bob = await inviter();
    const { answer: second } = await joinWith(bob.code);
    const [english] = await inboxOf(bob.id, "friend_joined");
    const name = second.body.user.username.slice(0, 2).toUpperCase();
    expect(english?.title).toMatch(new RegExp(`^${name}\\*+. joined with your invitation\\.$`));
  });
});

describe("invitation codes", () => {
  it("shows a code's invitation to anyone, with the inviter masked; unknown and replaced codes say so", async () => {
    const ann = await inviter();
    const view = await new Client().get(`/api/invitations/${ann.code.toLowerCase()}`);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      code: ann.code,
      inviter: expect.stringMatching(/^CU\*+.$/),
      shopName: expect.any(String),
      on: true,
      friendPunches: 1,
      inviterPunches: 1,
    });
    expect(JSON.stringify(view.body)).not.toContain(ann.username);
    expect(JSON.stringify(view.body)).not.toContain(ann.id);

    const unknown = await new Client().get("/api/invitations/ZZZZ2222");
    expect(unknown).toMatchObject({ status: 404, body: { error: UNKNOWN, code: "not_found" } });

    // Replaced: the old code no longer works on the page's endpoint nor on joining.
    const replaced = await ann.client.post<{ code: string }>("/api/me/invitation");
    expect(replaced.status).toBe(200);
    expect(replaced.body.code).not.toBe(ann.code);
    expect(replaced.body.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const old = await new Client().get(`/api/invitations/${ann.code}`);
    expect(old).toMatchObject({ status: 410, body: { error: REPLACED, code: "gone" } });
    const { answer: refused } = await joinWith(ann.code);
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({
      error: REPLACED,
      issues: [{ path: ["invite"], message: REPLACED }],
    });
    const { answer: typo } = await joinWith("ZZZZ2222");
    expect(typo).toMatchObject({ status: 404, body: { issues: [{ path: ["invite"] }] } });
    // Nothing was made by either refusal: the tokens stay, no account, no invitation.
    const { rows } = await sql().query(
      "select count(*)::int as n from referrals where inviter_id = $1",
      [ann.id],
    );
    expect(rows[0]).toEqual({ n: 0 });
    // The new code works, and the same code is read again on the next visit.
    expect((await ann.client.get("/api/me/invitation")).body).toMatchObject({
      code: replaced.body.code,
    });
    expect((await joinWith(replaced.body.code)).answer.status).toBe(201);
  });

  it("shows a customer only their own invitation; who invited whom is the owner's", async () => {
    const people = await cast();
    const ann = await inviter();
    const { answer } = await joinWith(ann.code);
    const friendId = answer.body.user.id;
    const other = await people.customerB.get<{ code: string; friends: { joined: number } }>(
      "/api/me/invitation",
    );
    expect(other.body.code).not.toBe(ann.code);
    expect(other.body.friends.joined).toBe(0);
    expect((await people.anonymous.get("/api/me/invitation")).status).toBe(401);

    const staff = await signedIn(await createUser({ role: "staff" }));
    const adminOnly = [
      "/api/admin/referrals/held",
      "/api/admin/referrals/analytics",
      `/api/admin/referrals/customer/${friendId}`,
    ];
    for (const path of adminOnly) {
      expect({ path, status: (await people.anonymous.get(path)).status }).toEqual({
        path,
        status: 401,
      });
      for (const client of [people.customerA, ann.client, staff]) {
        expect({ path, status: (await client.get(path)).status }).toEqual({ path, status: 403 });
      }
    }
    const refId = (await referralOf(friendId)).id;
    for (const action of ["approve", "dismiss"]) {
      const path = `/api/admin/referrals/${refId}/${action}`;
      expect((await people.anonymous.post(path)).status).toBe(401);
      expect((await ann.client.post(path)).status).toBe(403);
    }

    // The owner reads both sides.
    const byFriend = await people.admin.get(`/api/admin/referrals/customer/${friendId}`);
    expect(byFriend.body).toEqual({
      invitedBy: { id: ann.id, username: ann.username, status: "joined" },
      invited: [],
    });
    const byInviter = await people.admin.get(`/api/admin/referrals/customer/${ann.id}`);
    expect(byInviter.body).toEqual({
      invitedBy: null,
      invited: [
        {
          id: refId,
          friendId,
          username: answer.body.user.username,
          joinedAt: expect.any(String),
          status: "joined",
          holdReason: null,
        },
      ],
    });
    const analytics = await people.admin.get<{
      months: { month: string; joined: number }[];
      topInviters: { id: string }[];
    }>("/api/admin/referrals/analytics?months=3");
    expect(analytics.status).toBe(200);
    expect(analytics.body.months).toHaveLength(3);
    expect(analytics.body.months.at(-1)?.joined).toBeGreaterThanOrEqual(1);
  });
});
