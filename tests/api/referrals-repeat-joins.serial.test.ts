import { Client, closeDb, sql, uniqueName, type Answer } from "../support/api";
import { DEFAULT_PROGRAM, setProgram } from "../support/program";
import {
  bonusEntries,
  inviter,
  joinWith,
  joinedEarlier,
  punch,
  referralOf,
  setReferralRules,
  type Joined,
} from "../support/referrals";

// Runs alone: it gives the shop's program a welcome bonus, which every join reads.
beforeAll(async () => {
  await setProgram({ welcomePunches: 2 });
  await setReferralRules();
});
afterAll(async () => {
  // As a new shop has them.
  await setProgram(DEFAULT_PROGRAM);
  await setReferralRules({ on: false });
  await closeDb();
});

const DEVICE = "punchcard-device=";

/** A browser: its session (the Client's jar) and the known-device cookie the app sets. */
class Browser extends Client {
  device = "";
  override async call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const cookie = [this.cookie, this.device].filter(Boolean).join("; ");
    const answer = await super.call<T>(
      method,
      path,
      body,
      cookie ? { ...headers, cookie } : headers,
    );
    const device = answer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((pair) => pair.startsWith(DEVICE));
    if (device) this.device = device;
    return answer;
  }
}

async function welcomeEntries(userId: string) {
  const { rows } = await sql().query<{ punch_delta: number }>(
    "select punch_delta from reward_ledger where user_id = $1 and reason = 'welcome'",
    [userId],
  );
  return rows.map((r) => r.punch_delta);
}

async function deleteAccount(client: Client, password = "secret-pass") {
  const answer = await client.call("DELETE", "/api/me", { password });
  expect(answer.status).toBe(200);
}

const punchesOfJoin = (answer: Answer<Joined>) => answer.body.redemption.punches;

describe("a join that was seen before gets no gifts", () => {
  it("the same username after deleting the account, from another browser: nothing for either side, held", async () => {
    const ann = await inviter();
    const username = uniqueName("again");
    const first = await joinWith(ann.code, { body: { username } });
    expect(first.answer.status).toBe(201);
    // The token's punch, the welcome bonus of 2 and the friend's bonus of 1.
    expect(punchesOfJoin(first.answer)).toBe(4);
    await deleteAccount(first.client);

    const again = await joinWith(ann.code, { body: { username } });
    expect(again.answer.status).toBe(201);
    expect(punchesOfJoin(again.answer)).toBe(1);
    const friendId = again.answer.body.user.id;
    expect(await welcomeEntries(friendId)).toEqual([]);
    expect(await bonusEntries(friendId)).toEqual([]);
    expect(await referralOf(friendId)).toMatchObject({
      status: "held",
      hold_reason: "joined_before",
      friend_punches: 0,
    });
    // Its return does not credit the inviter again: the owner decides.
    await joinedEarlier(friendId);
    await punch(again.client);
    expect(await bonusEntries(ann.id)).toEqual([]);
  });

  it("the same browser under a new name after deleting the account: no welcome bonus, and an invitation held", async () => {
    const browser = new Browser();
    const first = await joinWith(undefined, { client: browser });
    expect(punchesOfJoin(first.answer)).toBe(3);
    await deleteAccount(browser);

    const plain = await joinWith(undefined, { client: browser });
    expect(plain.answer.status).toBe(201);
    expect(punchesOfJoin(plain.answer)).toBe(1);
    expect(await welcomeEntries(plain.answer.body.user.id)).toEqual([]);
    await deleteAccount(browser);

    const ann = await inviter();
    const invited = await joinWith(ann.code, { client: browser });
    expect(punchesOfJoin(invited.answer)).toBe(1);
    expect(await referralOf(invited.answer.body.user.id)).toMatchObject({
      status: "held",
      hold_reason: "same_browser",
      friend_punches: 0,
    });
  });

  it("keeps only keyed hashes: neither the username nor the device id is stored", async () => {
    const username = uniqueName("hashed");
    const browser = new Browser();
    await joinWith(undefined, { client: browser, body: { username } });
    const deviceId = browser.device.slice(DEVICE.length).split(".")[1]!;
    const { rows } = await sql().query<{ n: number }>(
      `select count(*)::int as n from join_marks
       where mark ilike '%' || $1 || '%' or mark ilike '%' || $2 || '%'`,
      [username, deviceId],
    );
    expect(rows[0]!.n).toBe(0);
    const recent = await sql().query<{ n: number }>(
      "select count(*)::int as n from join_marks where joined_at > now() - interval '1 minute'",
    );
    expect(recent.rows[0]!.n).toBeGreaterThanOrEqual(2);
  });
});

describe("a browser where the inviter signed in, or another invitee joined", () => {
  it("holds a join made after another account signed in on the inviter's browser", async () => {
    const ann = await inviter();
    const browser = new Browser();
    await browser.login(ann.username, ann.password);
    await browser.post("/api/auth/logout");
    const other = await inviter();
    await browser.login(other.username, other.password);
    await browser.post("/api/auth/logout");
    browser.cookie = "";

    const joined = await joinWith(ann.code, { client: browser });
    expect(joined.answer.status).toBe(201);
    expect(await referralOf(joined.answer.body.user.id)).toMatchObject({
      status: "held",
      hold_reason: "same_browser",
      friend_punches: 0,
    });
  });

  it("holds every later invitee of one browser; the first is paid as usual", async () => {
    const ann = await inviter();
    const browser = new Browser();
    const first = await joinWith(ann.code, { client: browser });
    expect(await referralOf(first.answer.body.user.id)).toMatchObject({
      status: "joined",
      friend_punches: 1,
    });
    await browser.post("/api/auth/logout");
    browser.cookie = "";
    for (let i = 0; i < 2; i++) {
      const next = await joinWith(ann.code, { client: browser });
      expect(next.answer.status).toBe(201);
      expect(await referralOf(next.answer.body.user.id)).toMatchObject({
        status: "held",
        hold_reason: "same_browser",
        friend_punches: 0,
      });
      browser.cookie = "";
    }
  });

  it("clears the phone's invitation cookie once a join used it", async () => {
    const ann = await inviter();
    const { answer } = await joinWith(ann.code);
    const cleared = answer.headers.getSetCookie().find((c) => c.startsWith("punchcard-invite="));
    expect(cleared).toMatch(/^punchcard-invite=;/);
    expect(cleared).toMatch(/Max-Age=0/i);
    const plain = await joinWith(undefined);
    expect(plain.answer.headers.getSetCookie().some((c) => c.startsWith("punchcard-invite="))).toBe(
      false,
    );
  });
});
