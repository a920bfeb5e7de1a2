import { textOf } from "../support/html";
import { Pool } from "pg";
import { Client, closeDb, createUser, sql, uniqueName } from "../support/api";
import { EventStream } from "../support/event-stream";
import { insertToken } from "../support/rewards";
import { hasErrorShape } from "../support/safety";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import { SoftAuthenticator } from "../support/authenticator";
import { ORIGIN, options, passkeySignIn } from "../support/passkeys";

afterAll(closeDb);

type Joined = {
  user: { id: string; username: string; role: string };
  redemption: { success: true; punches: number; isComplete: boolean; xp: number };
};

const PASSWORD = "secret-pass";
const INVALID_TOKEN = "This token has already been used or does not exist";
const TOKEN_EXPIRED = "This QR code has expired. Ask for a new one.";

async function accountsNamed(username: string): Promise<number> {
  const { rows } = await sql().query<{ n: number }>(
    "select count(*)::int as n from users where username = $1",
    [username],
  );
  return rows[0]!.n;
}

async function tokenRow(id: string) {
  const { rows } = await sql().query<{ used_at: Date | null; used_by: string | null }>(
    "select used_at, used_by from punch_tokens where id = $1",
    [id],
  );
  return rows[0];
}

describe("POST /api/join", () => {
  it("makes the account, signs it in and collects the token as its first punch", async () => {
    const tokenId = await insertToken();
    const visitor = new Client();
    const username = uniqueName("walkin");
    const answer = await visitor.post<Joined>("/api/join", {
      tokenId,
      username: ` ${username.toUpperCase()} `,
      name: "  Ada Walk-In ",
      password: " first-visit ",
    });
    expect(answer.status).toBe(201);
    expect(answer.body.user).toEqual({ id: expect.any(String), username, role: "user" });
    expect(answer.body.redemption).toMatchObject({ success: true, punches: 1, isComplete: false });
    expect(visitor.cookie).toMatch(/session-token=/);

    // The session works, and is theirs.
    const me = await visitor.get<{ punches: number; username: string }>("/api/rewards/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ punches: 1, username });

    const { rows } = await sql().query(
      "select name, role, join_token_id, password_hash is not null as has_password from users where id = $1",
      [answer.body.user.id],
    );
    expect(rows[0]).toEqual({
      name: "Ada Walk-In",
      role: "user",
      join_token_id: tokenId,
      has_password: true,
    });
    expect((await tokenRow(tokenId))?.used_by).toBe(answer.body.user.id);
    // The password works for the next visit.
    const again = await new Client().post("/api/auth/login", {
      username,
      password: "first-visit",
    });
    expect(again.status).toBe(200);
  });

  it("makes an account with a passkey and no password: the passkey signs in, no password does", async () => {
    const visitor = new Client();
    const username = uniqueName("nopass");
    const authenticator = new SoftAuthenticator();
    const creation = await options(new Client(), "/api/passkeys/register/options");
    const passkey = authenticator.register(creation as never, { origin: ORIGIN });
    const answer = await visitor.post<Joined>("/api/join", {
      tokenId: await insertToken(),
      username,
      passkey,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.redemption.punches).toBe(1);
    // The account has the id the passkey was made for, and holds the passkey.
    expect(Buffer.from(authenticator.userHandle, "base64url").toString()).toBe(answer.body.user.id);
    const { rows } = await sql().query(
      "select u.password_hash, p.id as passkey from users u join passkeys p on p.user_id = u.id where u.username = $1",
      [username],
    );
    expect(rows).toEqual([{ password_hash: null, passkey: authenticator.id }]);
    const signIn = await passkeySignIn(authenticator);
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toEqual({ id: answer.body.user.id, username, role: "user" });
    for (const password of ["", "x", "null", "!imported-without-password"]) {
      const attempt = await new Client().post("/api/auth/login", { username, password });
      expect(attempt.status).not.toBe(200);
    }
    // The answer was used up with its challenge: sent again, it makes nothing.
    const replay = await new Client().post("/api/join", {
      tokenId: await insertToken(),
      username: uniqueName("replay"),
      passkey,
    });
    expect(replay.status).toBe(400);
  });

  it("asks for a password when no passkey comes with the join, and keeps no account or passkey when refused", async () => {
    const tokenId = await insertToken();
    const bare = await new Client().post("/api/join", { tokenId, username: uniqueName("bare") });
    expect(bare.status).toBe(400);
    expect(JSON.stringify(bare.body)).toContain("Password must be at least 6 characters");

    const taken = await createUser();
    const authenticator = new SoftAuthenticator();
    const creation = await options(new Client(), "/api/passkeys/register/options");
    const refused = await new Client().post("/api/join", {
      tokenId,
      username: taken.username,
      passkey: authenticator.register(creation as never, { origin: ORIGIN }),
    });
    expect(refused.status).toBe(409);
    const { rows } = await sql().query("select 1 from passkeys where id = $1", [authenticator.id]);
    expect(rows).toHaveLength(0);
    expect((await tokenRow(tokenId))?.used_at).toBeNull();
  });

  it("refuses a used, unknown, expired, voided-sheet or level-up token and makes no account", async () => {
    const owner = await createUser();
    const used = await insertToken();
    await sql().query("update punch_tokens set used_at = now() where id = $1", [used]);
    const expired = await insertToken();
    await sql().query(
      "update punch_tokens set expires_at = now() - interval '1 minute' where id = $1",
      [expired],
    );
    const { rows: batch } = await sql().query<{ id: string }>(
      `insert into token_batches (label, count, expires_at, voided_at)
       values ('Voided', 1, now() + interval '30 days', now()) returning id`,
    );
    const voided = await insertToken();
    await sql().query("update punch_tokens set batch_id = $2, voided_at = now() where id = $1", [
      voided,
      batch[0]!.id,
    ]);
    const levelUp = await insertToken({ ownerId: owner.id });

    // A used token has its own code: the join form tells its holder someone was faster and
    // asks for the next one; an unknown one is not found.
    const cases: [string, string, number, string, string][] = [
      ["used", used, 410, "token_used", INVALID_TOKEN],
      ["unknown", "no-such-token-anywhere", 404, "not_found", INVALID_TOKEN],
      ["expired", expired, 410, "gone", TOKEN_EXPIRED],
      ["voided sheet", voided, 410, "gone", TOKEN_EXPIRED],
      ["level-up", levelUp, 404, "not_found", INVALID_TOKEN],
    ];
    for (const [what, tokenId, status, code, message] of cases) {
      const username = uniqueName("refused");
      const answer = await new Client().post("/api/join", {
        tokenId,
        username,
        password: "secret-pass",
      });
      expect([what, answer.status]).toEqual([what, status]);
      expect(answer.body).toMatchObject({ error: message, code });
      expect(hasErrorShape(answer)).toBe(true);
      expect(await accountsNamed(username)).toBe(0);
    }
    // The level-up token is still its owner's to use.
    expect((await tokenRow(levelUp))?.used_at).toBeNull();
  });

  it("refuses a taken username, any case, and keeps the token unused", async () => {
    const taken = await createUser();
    const tokenId = await insertToken();
    const answer = await new Client().post("/api/join", {
      tokenId,
      username: taken.username.toUpperCase(),
      password: "secret-pass",
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: "Username is already taken", code: "conflict" });
    expect((await tokenRow(tokenId))?.used_at).toBeNull();
  });

  it("refuses SPEC's too-short username and password with their messages, per field", async () => {
    const tokenId = await insertToken();
    const answer = await new Client().post<{ issues: { path: string[]; message: string }[] }>(
      "/api/join",
      { tokenId, username: "ab", password: "12345" },
    );
    expect(answer.status).toBe(400);
    const byField = Object.fromEntries(answer.body.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      username: "Username must be at least 3 characters",
      password: "Password must be at least 6 characters",
    });
    expect((await tokenRow(tokenId))?.used_at).toBeNull();
  });

  it("makes one account and one punch of 40 parallel joins on one token, and tells the rest it was used", async () => {
    const tokenId = await insertToken();
    const prefix = uniqueName("race");
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        new Client().post("/api/join", { tokenId, username: `${prefix}-${i}`, password: PASSWORD }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 410)).toHaveLength(39);
    for (const lost of answers.filter((a) => a.status === 410)) {
      expect(lost.body).toMatchObject({ code: "token_used" });
    }
    const { rows } = await sql().query<{ n: number }>(
      "select count(*)::int as n from users where username like $1",
      [`${prefix}-%`],
    );
    expect(rows[0]!.n).toBe(1);
    const ledger = await sql().query(
      "select count(*)::int as n from reward_ledger where token_id = $1",
      [tokenId],
    );
    expect(ledger.rows[0].n).toBe(1);
  });

  it("makes one account of 20 parallel joins for one username, and refuses the rest clearly", async () => {
    const username = uniqueName("same");
    const tokens = await Promise.all(Array.from({ length: 20 }, () => insertToken()));
    const answers = await Promise.all(
      tokens.map((tokenId) =>
        new Client().post("/api/join", { tokenId, username, password: PASSWORD }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const a of answers.filter((a) => a.status === 409)) {
      expect(a.body).toMatchObject({ error: "Username is already taken" });
    }
    expect(await accountsNamed(username)).toBe(1);
    // Only the winner's token was spent.
    const { rows } = await sql().query<{ n: number }>(
      "select count(*)::int as n from punch_tokens where id = any($1) and used_at is not null",
      [tokens],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("slows one address down after 30 refused joins, as sign-in does", async () => {
    const from = new Client();
    for (let i = 0; i < 30; i++) {
      const refused = await from.post("/api/join", {
        tokenId: `unknown-${i}-${uniqueName()}`,
        username: uniqueName("slow"),
        password: PASSWORD,
      });
      expect(refused.status).toBe(404);
    }
    const tokenId = await insertToken();
    const limited = await from.post("/api/join", {
      tokenId,
      username: uniqueName("slow"),
      password: PASSWORD,
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(hasErrorShape(limited)).toBe(true);
    // Another address is not held back, and the token is still good.
    const elsewhere = await new Client().post("/api/join", {
      tokenId,
      username: uniqueName("fine"),
      password: PASSWORD,
    });
    expect(elsewhere.status).toBe(201);
  });

  it("lets a café's Wi-Fi through a rush of new customers: a success gives its attempt back", async () => {
    const wifi = new Client();
    for (let i = 0; i < 35; i++) {
      const joined = await new Client(wifi.baseUrl).call(
        "POST",
        "/api/join",
        { tokenId: await insertToken(), username: uniqueName("rush"), password: PASSWORD },
        { "x-forwarded-for": wifi.ip },
      );
      expect(joined.status).toBe(201);
    }
  });

  it("announces the join on the counter display as a new customer", async () => {
    const staff = new Client();
    const member = await createUser({ role: "staff" });
    await staff.login(member.username, member.password);
    const { rows } = await sql().query<{ id: string }>(
      "select coalesce(max(id), 0) as id from reward_ledger",
    );
    const tokenId = await insertToken();
    const username = uniqueName("newbie");
    expect(
      (await new Client().post("/api/join", { tokenId, username, password: PASSWORD })).status,
    ).toBe(201);
    const regular = await createUser();
    const usual = await insertToken();
    expect(
      (
        await (
          await new Client().login(regular.username, regular.password)
        ).post("/api/token/use", {
          tokenId: usual,
        })
      ).status,
    ).toBe(200);

    // The replay a reconnecting display is sent carries the same events as the live stream.
    const replay = await EventStream.open(staff, `/api/counter/events?once=1&after=${rows[0]!.id}`);
    await replay.finished();
    const events = replay.events
      .filter((e) => e.event === "redeemed")
      .map((e) => JSON.parse(e.data) as { tokenId: string; isNew: boolean; punches: number });
    expect(events.find((e) => e.tokenId === tokenId)).toMatchObject({ isNew: true, punches: 1 });
    expect(events.find((e) => e.tokenId === usual)).toMatchObject({ isNew: false });
  });
});

describe("GET /api/join/check", () => {
  it("says whether a username is free, in SPEC's words, to a visitor holding a valid token", async () => {
    const tokenId = await insertToken();
    const taken = await createUser();
    const visitor = new Client();
    const check = (username: string) =>
      visitor.get(`/api/join/check?${new URLSearchParams({ tokenId, username })}`);
    expect((await check(uniqueName("free"))).body).toMatchObject({
      available: true,
      message: null,
    });
    expect((await check(taken.username.toUpperCase())).body).toMatchObject({
      available: false,
      message: "Username is already taken",
    });
    expect((await check(" ab ")).body).toMatchObject({
      available: false,
      message: "Username must be at least 3 characters",
    });
  });

  it("answers nothing about usernames without a valid token", async () => {
    const taken = await createUser();
    const used = await insertToken();
    await sql().query("update punch_tokens set used_at = now() where id = $1", [used]);
    for (const [tokenId, status, code] of [
      ["not-a-token", 404, "not_found"],
      [used, 410, "token_used"],
    ] as const) {
      const answer = await new Client().get(
        `/api/join/check?${new URLSearchParams({ tokenId, username: taken.username })}`,
      );
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ code });
      expect(answer.body).not.toHaveProperty("available");
    }
  });
});

// A private shop: its settings can change, and it has shown no counter token yet.
describe("a shop of its own", () => {
  let stack: IsolatedStack;
  beforeAll(async () => {
    stack = await startIsolatedStack();
  }, 240_000);
  afterAll(() => stack?.close());

  it("punches a full card all the same, and tells it to show at the counter once the shop shows counter tokens", async () => {
    const db = new Pool({ connectionString: stack.databaseUrl, max: 1 });
    try {
      const admin = await new Client(stack.baseUrl).login(
        stack.admin.username,
        stack.admin.password,
      );
      const customer = { username: uniqueName("full"), password: "secret-pass" };
      const made = await admin.post<{ id: string }>("/api/users", { ...customer, role: "user" });
      await db.query("update punch_cards set punches = 10, is_complete = true where user_id = $1", [
        made.body.id,
      ]);
      // A printed sheet's token: the shop has shown no counter token yet.
      const sheet = await admin.post<{ id: string }>("/api/token-batches", {
        count: 1,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        label: "Sheet",
      });
      const { rows } = await db.query<{ id: string }>(
        "select id from punch_tokens where batch_id = $1",
        [sheet.body.id],
      );
      const phone = await new Client(stack.baseUrl).login(customer.username, customer.password);
      // A full card never refuses: the punch waits on the next card.
      const waiting = await phone.post("/api/token/use", { tokenId: rows[0]!.id });
      expect(waiting.status).toBe(200);
      expect(waiting.body).toMatchObject({ punches: 10, card: { waiting: 1 } });
      // What the page shows: its words for every state also travel in its payload.
      const dashboard = await phone.get<string>("/user/dashboard");
      expect(textOf(dashboard.body)).not.toContain("Show this screen at the counter");

      expect((await admin.post("/api/admin/generate-token")).status).toBe(201);
      const after = await phone.get<string>("/user/dashboard");
      expect(textOf(after.body)).toContain(
        "Show this screen at the counter to collect your free product.",
      );
    } finally {
      await db.end();
    }
  });

  it("refuses a join with 403 and makes nothing, and takes joins again once it is back on", async () => {
    const admin = await new Client(stack.baseUrl).login(stack.admin.username, stack.admin.password);
    const off = await admin.put<{ joinAtCounter: boolean }>("/api/settings", {
      joinAtCounter: false,
    });
    expect(off.body.joinAtCounter).toBe(false);
    const token = await admin.post<{ id: string }>("/api/admin/generate-token");
    const username = uniqueName("closed");
    const refused = await new Client(stack.baseUrl).post("/api/join", {
      tokenId: token.body.id,
      username,
      password: PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: "Ask at the counter to join", code: "forbidden" });

    await admin.put("/api/settings", { joinAtCounter: true });
    const joined = await new Client(stack.baseUrl).post("/api/join", {
      tokenId: token.body.id,
      username,
      password: PASSWORD,
    });
    expect(joined.status).toBe(201);
  });
});
