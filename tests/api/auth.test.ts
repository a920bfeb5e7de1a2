import { randomInt } from "node:crypto";
import { ADMIN, Client, closeDb, createUser, signedIn, sql, uniqueName } from "../support/api";
import { startAppServer, type AppServer } from "../support/server";

afterAll(closeDb);

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A client at a chosen address (the proxy's X-Forwarded-For entry), like one phone on one network. */
function clientAt(ip: string, baseUrl?: string) {
  const client = Object.assign(new Client(), { ip });
  if (baseUrl) client.baseUrl = baseUrl;
  return client;
}

const signIn = (client: Client, username: string, password: string, headers = {}) =>
  client.call("POST", "/api/auth/login", { username, password }, headers);

function tally(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe("POST /api/auth/login", () => {
  it("signs in with a trimmed, lower-cased username and answers the contract's shape", async () => {
    const user = await createUser({ password: "pass-word" });
    const client = new Client();
    const answer = await client.post("/api/auth/login", {
      username: `  ${user.username.toUpperCase()} `,
      password: " pass-word ",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ user: { id: user.id, username: user.username, role: "user" } });
    const cookie = answer.headers
      .getSetCookie()
      .find((c) => c.startsWith("next-auth.session-token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(JSON.stringify(answer.body)).not.toMatch(/password|hash/i);
  });

  it("refuses a wrong password with 401 and the one error shape", async () => {
    const user = await createUser();
    const answer = await new Client().post("/api/auth/login", {
      username: user.username,
      password: "nope",
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: "Invalid username or password", code: "unauthorized" });
  });

  it("refuses an unknown user exactly like a wrong password", async () => {
    const answer = await new Client().post("/api/auth/login", {
      username: "nobody-here",
      password: "x",
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: "Invalid username or password", code: "unauthorized" });
  });

  it("requires both fields", async () => {
    const answer = await new Client().post("/api/auth/login", { username: "  ", password: "" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: "bad_request",
      error: "Please enter your username and password",
    });
  });

  it("answers malformed JSON with 400", async () => {
    const answer = await new Client().call("POST", "/api/auth/login", "{not json", {
      "content-type": "application/json",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "bad_request" });
  });

  it("slows down repeated failures on one account from new places, even with the right password", async () => {
    const user = await createUser({ password: "right-one" });
    for (let i = 0; i < 5; i++) {
      // A new address each time: the account's own limit is what stops this.
      const answer = await new Client().post("/api/auth/login", {
        username: user.username,
        password: `wrong-${i}`,
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await new Client().post("/api/auth/login", {
      username: user.username,
      password: "right-one",
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: "rate_limited" });
    expect(String((blocked.body as { error: string }).error)).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ seconds\.$/,
    );
    const { rows } = await sql().query("select count from rate_limits where key = $1", [
      `login:user:${user.username}`,
    ]);
    expect(rows[0]?.count).toBe(5);
  });

  it("slows down instead of locking out: one more try once the wait is over, then a longer wait", async () => {
    const user = await createUser();
    const key = `login:user:${user.username}`;
    const wrong = () => signIn(new Client(), user.username, "wrong-guess");
    for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(429);
    const wait = async () => {
      const { rows } = await sql().query(
        "select extract(epoch from reset_at - now())::float8 as wait from rate_limits where key = $1",
        [key],
      );
      return Number(rows[0]?.wait);
    };
    expect(await wait()).toBeLessThanOrEqual(30);
    await sql().query(
      "update rate_limits set reset_at = now() - interval '1 second' where key = $1",
      [key],
    );
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(429);
    expect(await wait()).toBeGreaterThan(45);
  });

  it("never stops the owner on an address or a device they signed in from, whatever others guess", async () => {
    const owner = await createUser({ role: "admin", password: "owner-pass" });
    const home = randomIp();
    expect((await signIn(clientAt(home), owner.username, "owner-pass")).status).toBe(200);
    const phone = await signIn(clientAt(randomIp()), owner.username, "owner-pass");
    const device = phone.headers
      .getSetCookie()
      .find((c) => c.startsWith("punchcard-device="))
      ?.split(";")[0];
    expect(device).toBeDefined();

    // Someone guesses from many other addresses at once.
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        signIn(clientAt(randomIp()), owner.username, `guess-${i}`),
      ),
    );
    expect(tally(guesses.map((g) => g.status))).toEqual({ 401: 5, 429: 20 });
    // A stranger is slowed down even with the right password, a forged device cookie too…
    expect((await signIn(clientAt(randomIp()), owner.username, "owner-pass")).status).toBe(429);
    const forged = `punchcard-device=${owner.id}.made-up-device.${"A".repeat(43)}`;
    expect(
      (await signIn(clientAt(randomIp()), owner.username, "owner-pass", { cookie: forged })).status,
    ).toBe(429);
    // …but the owner signs in at home, and on the phone from anywhere.
    expect((await signIn(clientAt(home), owner.username, "owner-pass")).status).toBe(200);
    expect(
      (await signIn(clientAt(randomIp()), owner.username, "owner-pass", { cookie: device! }))
        .status,
    ).toBe(200);
    // Guessing from the owner's own address counts against that address alone.
    const neighbour = await Promise.all(
      Array.from({ length: 8 }, () => signIn(clientAt(home), owner.username, "guess")),
    );
    expect(tally(neighbour.map((g) => g.status))).toEqual({ 401: 5, 429: 3 });
    expect(
      (await signIn(clientAt(randomIp()), owner.username, "owner-pass", { cookie: device! }))
        .status,
    ).toBe(200);
  });

  it("does not hold a customer to the address's wait after they signed in there", async () => {
    // The shop's Wi-Fi: one address, many phones. 30 failed guesses on other accounts put the
    // address in its wait (the password-spraying limit).
    const ip = randomIp();
    const regular = await createUser({ password: "regular-pass" });
    expect((await signIn(clientAt(ip), regular.username, "regular-pass")).status).toBe(200);
    const spray = await Promise.all(
      Array.from({ length: 30 }, () => signIn(clientAt(ip), uniqueName("spray"), "wrong")),
    );
    expect(tally(spray.map((g) => g.status))).toEqual({ 401: 30 });
    const newcomer = await createUser({ password: "newcomer-pass" });
    expect((await signIn(clientAt(ip), newcomer.username, "newcomer-pass")).status).toBe(429);
    // A customer who signed in here before is not held back, however often they sign in.
    for (let i = 0; i < 3; i++) {
      expect((await signIn(clientAt(ip), regular.username, "regular-pass")).status).toBe(200);
    }
    // A newcomer waits once; their success clears the wait for them, and it does not come back.
    await sql().query(
      "update rate_limits set reset_at = now() - interval '1 second' where key = $1",
      [`login:ip:${ip}`],
    );
    expect((await signIn(clientAt(ip), newcomer.username, "newcomer-pass")).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await signIn(clientAt(ip), newcomer.username, "newcomer-pass")).status).toBe(200);
    }
    // Others at the address are still slowed down.
    expect((await signIn(clientAt(ip), uniqueName("spray"), "wrong")).status).toBe(429);
  });

  it("sweeps rate-limit rows no limit reads any more", async () => {
    const stale = `test:stale:${uniqueName()}`;
    const live = `test:live:${uniqueName()}`;
    await sql().query(
      `insert into rate_limits (key, count, reset_at) values
         ($1, 3, '2000-01-01T00:00:00Z'), ($2, 3, now() - interval '5 minutes')`,
      [stale, live],
    );
    await signIn(clientAt(randomIp()), uniqueName("nobody"), "wrong");
    const { rows } = await sql().query<{ key: string }>(
      "select key from rate_limits where key = any($1)",
      [[stale, live]],
    );
    expect(rows.map((r) => r.key)).toEqual([live]);
    await sql().query("delete from rate_limits where key = $1", [live]);
  });

  it("checks at most 5 of 40 parallel wrong passwords for one account against its hash", async () => {
    const user = await createUser();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => signIn(clientAt(randomIp()), user.username, "wrong")),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 35 });
  });

  it("checks at most 30 of 40 parallel guesses from one address across many accounts", async () => {
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => signIn(clientAt(ip), uniqueName("spray"), "wrong")),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 30, 429: 10 });
  });

  it("behind the proxy, counts only the address the proxy appended last", async () => {
    const appended = randomIp();
    for (let i = 0; i < 30; i++) {
      const answer = await signIn(new Client(), uniqueName("spray"), "guess", {
        "x-forwarded-for": `${randomIp()}, ${appended}`,
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await signIn(new Client(), uniqueName("spray"), "guess", {
      "x-forwarded-for": `${randomIp()}, ${appended}`,
    });
    expect(blocked.status).toBe(429);
  });

  it("rate-limits one client address trying many accounts", async () => {
    const client = new Client();
    for (let i = 0; i < 30; i++) {
      await client.post("/api/auth/login", {
        username: `spray-${i}-${client.ip}`,
        password: "guess",
      });
    }
    const blocked = await client.post("/api/auth/login", {
      username: ADMIN.username,
      password: ADMIN.password,
    });
    expect(blocked.status).toBe(429);
  });
});

/** next-auth's own sign-in: its csrf token first, then the credentials callback. */
async function nextAuthSignIn(baseUrl: string, fields: Record<string, string>, ip: string) {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`, { headers: { "x-forwarded-for": ip } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const answer = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie,
      "x-forwarded-for": ip,
    },
    body: new URLSearchParams({ ...fields, csrfToken }),
  });
  await answer.text();
  return answer;
}

describe("a server reached directly (no TRUST_PROXY)", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ TRUST_PROXY: "0" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    // This server's clients all share the test machine's address: leave it as it was.
    await sql().query(`delete from rate_limits where key like 'login:%127.0.0.1'`);
  });

  it("counts a client by its connection, whatever X-Forwarded-For it sends", async () => {
    for (let i = 0; i < 30; i++) {
      // Every request names another address; all come from this machine.
      const answer = await signIn(clientAt(randomIp(), server.url), uniqueName("spray"), "guess");
      expect(answer.status).toBe(401);
    }
    const blocked = await signIn(clientAt(randomIp(), server.url), uniqueName("spray"), "guess");
    expect(blocked.status).toBe(429);
    await sql().query(`delete from rate_limits where key = 'login:ip:127.0.0.1'`);
  });

  it("counts next-auth's own sign-in by the connection too", async () => {
    const user = await createUser();
    const claimed = [randomIp(), randomIp(), randomIp()];
    for (const ip of claimed) {
      const answer = await nextAuthSignIn(
        server.url,
        { username: user.username, password: "guess" },
        ip,
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toMatch(/error=CredentialsSignin/);
    }
    const { rows } = await sql().query<{ key: string; count: number }>(
      `select key, count from rate_limits where key like $1 or key = any($2) order by key`,
      [`login:pair:${user.username}|%`, claimed.map((ip) => `login:ip:${ip}`)],
    );
    expect(rows).toEqual([{ key: `login:pair:${user.username}|127.0.0.1`, count: 3 }]);
  });
});

describe("sessions", () => {
  it("ends the session on the server at logout: a copy of the cookie stops working", async () => {
    const user = await createUser();
    const client = await signedIn(user);
    const copy = Object.assign(new Client(), { cookie: client.cookie });
    const otherPhone = await signedIn(user);
    expect((await copy.get("/api/auth/me")).status).toBe(200);
    const live = await copy.get<{ user?: { name?: string } }>("/api/auth/session");
    expect(live.body.user?.name).toBe(user.username);
    expect((await client.post("/api/auth/logout")).status).toBe(200);
    expect((await copy.get("/api/auth/me")).status).toBe(401);
    expect((await copy.put(`/api/users/${user.id}`, { name: "Copied" })).status).toBe(401);
    // next-auth's own session endpoint no longer knows it either.
    const session = await copy.get<{ user?: unknown }>("/api/auth/session");
    expect(session.body.user).toBeUndefined();
    // Only that session: the account's other devices stay signed in.
    expect((await otherPhone.get("/api/auth/me")).status).toBe(200);
  });

  it("signs out everywhere: every session of the account ends, copies included", async () => {
    const user = await createUser();
    const phone = await signedIn(user);
    const laptop = await signedIn(user);
    const copy = Object.assign(new Client(), { cookie: laptop.cookie });
    const someoneElse = await signedIn(await createUser());
    const answer = await phone.post("/api/auth/logout-everywhere");
    expect([answer.status, phone.cookie]).toEqual([200, ""]);
    for (const client of [laptop, copy]) {
      expect((await client.get("/api/auth/me")).status).toBe(401);
    }
    expect((await someoneElse.get("/api/auth/me")).status).toBe(200);
    const again = await signedIn(user);
    expect((await again.get("/api/auth/me")).status).toBe(200);
    expect((await new Client().post("/api/auth/logout-everywhere")).status).toBe(401);
  });

  it("signs out with /api/auth/logout", async () => {
    const user = await createUser();
    const client = await signedIn(user);
    expect((await client.get("/api/auth/me")).status).toBe(200);
    await client.post("/api/auth/logout");
    expect(client.cookie).toBe("");
    expect((await client.get("/api/auth/me")).status).toBe(401);
  });

  it("answers an API call without a session with 401", async () => {
    const answer = await new Client().get("/api/auth/me");
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: "Please sign in to continue.", code: "unauthorized" });
  });

  it("ends a session when the account is deleted", async () => {
    const user = await createUser();
    const client = await signedIn(user);
    await sql().query("delete from users where id = $1", [user.id]);
    expect((await client.get("/api/auth/me")).status).toBe(401);
  });

  it("refuses a customer on an admin-only call with 403", async () => {
    const client = await signedIn(await createUser());
    const answer = await client.get("/api/admin/codes");
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: "forbidden" });
    const admin = await signedIn(ADMIN);
    expect((await admin.get("/api/admin/codes")).status).toBe(200);
  });
});

describe("same-origin rule", () => {
  it("refuses a state-changing request from another origin", async () => {
    const user = await createUser();
    const client = await signedIn(user);
    const answer = await client.call(
      "POST",
      "/api/auth/logout",
      {},
      { origin: "https://evil.example" },
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      code: "forbidden",
      error: "Cross-site requests are not allowed.",
    });
    // The session is untouched.
    expect((await client.get("/api/auth/me")).status).toBe(200);
  });

  it("refuses a cross-site sign-in attempt", async () => {
    const answer = await new Client().call(
      "POST",
      "/api/auth/login",
      { username: ADMIN.username, password: ADMIN.password },
      { "sec-fetch-site": "cross-site" },
    );
    expect(answer.status).toBe(403);
  });

  it("accepts the same origin", async () => {
    const user = await createUser();
    const client = new Client();
    const answer = await client.call(
      "POST",
      "/api/auth/login",
      { username: user.username, password: user.password },
      {
        origin: process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000",
        "sec-fetch-site": "same-origin",
      },
    );
    expect(answer.status).toBe(200);
  });
});

describe("GET /api/auth/error", () => {
  it("sends the browser to the sign-in page with any error value encoded, never a 500", async () => {
    for (const error of ["CredentialsSignin", "\u{1F40D} \u00e9 <b>&x=1"]) {
      const answer = await new Client().call(
        "GET",
        `/api/auth/error?error=${encodeURIComponent(error)}`,
      );
      expect(answer.status).toBe(302);
      const location = answer.headers.get("location") ?? "";
      expect(new URL(location, "http://x").pathname).toBe("/login");
      expect(new URL(location, "http://x").searchParams.get("error")).toBe(error);
    }
  });
});
