import { Pool } from "pg";
import {
  Client,
  cast,
  closeDb,
  createUser,
  signedIn,
  sql,
  uniqueName,
  ADMIN,
  BASE_URL,
  xpToReach,
} from "../support/api";
import { expectNoSecrets, rowsOf, seedCustomerData } from "../support/admin-data";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";

// testTimeout in jest.config.mjs is global-only: a run of several projects falls back to 5 s.
jest.setTimeout(60_000);
afterAll(closeDb);

type Listed = { id: string; username: string; role: string; level: number; punches: number | null };
type Page = { users: Listed[]; total: number; page: number; pageSize: number };

describe("who may manage users", () => {
  it("answers 401 without a session and 403 for customers on every admin call", async () => {
    const { a, b, customerA, anonymous } = await cast();
    expect((await anonymous.get("/api/users")).status).toBe(401);
    expect((await anonymous.post("/api/users", { username: "x", password: "y" })).status).toBe(401);
    const calls = [
      customerA.get("/api/users"),
      customerA.post("/api/users", { username: uniqueName(), password: "secret" }),
      customerA.delete(`/api/users/${b.id}`),
      customerA.post(`/api/users/${b.id}/change-password`, { newPassword: "hacked" }),
      customerA.post(`/api/users/${a.id}/change-password`, { newPassword: "hacked" }),
      customerA.post("/api/users/bulk", { count: 1 }),
      customerA.get("/api/admin/stats"),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: "forbidden" });
    }
    expect((await rowsOf(b.id)).users).toBe(1);
  });
});

describe("POST /api/users", () => {
  it("creates a customer with an empty punch card who can then sign in", async () => {
    const { admin } = await cast();
    const username = uniqueName("new");
    const answer = await admin.post<Listed>("/api/users", {
      username: `  ${username.toUpperCase()} `,
      password: " pw1 ",
      role: "user",
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      username,
      role: "user",
      level: 1,
      xp: 0,
      punches: 0,
      isComplete: false,
    });
    expectNoSecrets(answer.body, "pw1");
    const card = await sql().query("select punches from punch_cards where user_id = $1", [
      answer.body.id,
    ]);
    expect(card.rows).toEqual([{ punches: 0 }]);
    // Stored the way the login form sends it: lower-cased username, trimmed password.
    await signedIn({ username, password: "pw1" });
  });

  it("creates an admin without a punch card", async () => {
    const { admin } = await cast();
    const answer = await admin.post<Listed>("/api/users", {
      username: uniqueName("adm"),
      password: "secret",
      role: "admin",
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ role: "admin", punches: null });
    expect((await rowsOf(answer.body.id)).punch_cards).toBe(0);
  });

  it("applies the username and password rules", async () => {
    const { admin, a } = await cast();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ password: "secret" }, 400, "Username and password are required"],
      [{ username: "  ", password: "secret" }, 400, "Username and password are required"],
      [{ username: uniqueName(), password: "" }, 400, "Username and password are required"],
      [{ username: "ab", password: "secret" }, 400, "Username must be at least 3 characters"],
      [{ username: uniqueName(), password: "ab" }, 400, "Password must be at least 3 characters"],
      [
        { username: uniqueName(), password: "secret", role: "owner" },
        400,
        "Role must be User, Staff or Admin",
      ],
      [
        { username: a.username.toUpperCase(), password: "secret" },
        409,
        "Username is already taken",
      ],
    ];
    for (const [body, status, error] of cases) {
      const answer = await admin.post("/api/users", body);
      expect([answer.status, answer.body.error]).toEqual([status, error]);
    }
  });
});

describe("GET /api/users", () => {
  it("pages and searches, with each customer's punches, in one answer", async () => {
    const { admin } = await cast();
    const prefix = uniqueName("pg");
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(
        await createUser({ username: `${prefix}-${i}`, punches: i + 2, xp: xpToReach(i + 1) }),
      );
    const first = await admin.get<Page>(`/api/users?q=${prefix}&pageSize=2&page=1`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.users.map((u) => u.username)).toEqual([`${prefix}-2`, `${prefix}-1`]);
    expect(first.body.users[0]).toMatchObject({ role: "user", level: 3, punches: 4 });
    const second = await admin.get<Page>(`/api/users?q=${prefix.toUpperCase()}&pageSize=2&page=2`);
    expect(second.body.users.map((u) => u.username)).toEqual([`${prefix}-0`]);
    expect(second.body.total).toBe(3);
    const beyond = await admin.get<Page>(`/api/users?q=${prefix}&pageSize=2&page=5`);
    expect(beyond.body).toMatchObject({ users: [], total: 3 });
    const byId = await admin.get<Page>(`/api/users?q=${made[1]!.id.slice(0, 8)}`);
    expect(byId.body.users.map((u) => u.id)).toContain(made[1]!.id);
    expectNoSecrets(first.body);
  });

  it("treats % and _ in a search as plain characters", async () => {
    const { admin } = await cast();
    const answer = await admin.get<Page>(`/api/users?q=${encodeURIComponent("%_%")}`);
    expect(answer.body.total).toBe(0);
  });
});

describe("POST /api/users/{id}/change-password", () => {
  it("sets a new password of 3+ characters and ends the user's sessions", async () => {
    const { admin } = await cast();
    const user = await createUser({ password: "old-pass" });
    const phone = await signedIn(user);
    expect(
      (await admin.post(`/api/users/${user.id}/change-password`, { newPassword: "ab" })).body,
    ).toMatchObject({
      error: "Password must be at least 3 characters",
    });
    const answer = await admin.post(`/api/users/${user.id}/change-password`, {
      newPassword: "abc",
    });
    expect(answer.status).toBe(200);
    expectNoSecrets(answer.body, "abc");
    expect((await phone.get("/api/auth/me")).status).toBe(401);
    expect(
      (
        await new Client().post("/api/auth/login", {
          username: user.username,
          password: "old-pass",
        })
      ).status,
    ).toBe(401);
    await signedIn({ username: user.username, password: "abc" });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const { admin } = await cast();
    expect(
      (
        await admin.post("/api/users/00000000-0000-4000-8000-000000000000/change-password", {
          newPassword: "abcd",
        })
      ).status,
    ).toBe(404);
    expect(
      (await admin.post("/api/users/not-a-uuid/change-password", { newPassword: "abcd" })).status,
    ).toBe(404);
  });
});

describe("PUT /api/users/{id} by an admin", () => {
  it("renames, changes role (bumping sessions) and keeps a customer's card", async () => {
    const { admin } = await cast();
    const user = await createUser();
    const phone = await signedIn(user);
    const renamed = uniqueName("ren");
    const answer = await admin.put<Listed>(`/api/users/${user.id}`, {
      username: renamed,
      name: "Renamed",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ username: renamed, name: "Renamed", role: "user" });
    expect((await phone.get("/api/auth/me")).status).toBe(200);
    const promoted = await admin.put<Listed>(`/api/users/${user.id}`, { role: "admin" });
    expect(promoted.body.role).toBe("admin");
    expect((await phone.get("/api/auth/me")).status).toBe(401);
    expect((await admin.put(`/api/users/${user.id}`, { username: ADMIN.username })).status).toBe(
      409,
    );
  });

  it("refuses to let an admin remove their own admin role", async () => {
    const self = await createUser({ role: "admin" });
    const client = await signedIn(self);
    const answer = await client.put(`/api/users/${self.id}`, { role: "user" });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: "You cannot remove your own admin role" });
    const { rows } = await sql().query("select role from users where id = $1", [self.id]);
    expect(rows[0]?.role).toBe("admin");
  });
});

describe("DELETE /api/users/{id}", () => {
  it("removes the customer with their card, tickets, reviews, ledger and login links, and ends their session", async () => {
    const { admin } = await cast();
    const user = await createUser({ punches: 4 });
    const phone = await signedIn(user);
    await seedCustomerData(user.id, user.username);
    await sql().query(
      `insert into login_links (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [uniqueName("hash"), user.id],
    );
    const before = await rowsOf(user.id);
    expect(before).toEqual({
      users: 1,
      punch_cards: 1,
      tickets: 1,
      ticket_messages: 1,
      reviews: 1,
      reward_ledger: 3,
      login_links: 1,
    });
    const answer = await admin.delete(`/api/users/${user.id}`);
    expect(answer.status).toBe(200);
    expect(await rowsOf(user.id)).toEqual({
      users: 0,
      punch_cards: 0,
      tickets: 0,
      ticket_messages: 0,
      reviews: 0,
      reward_ledger: 0,
      login_links: 0,
    });
    expect((await phone.get("/api/auth/me")).status).toBe(401);
    expect((await admin.delete(`/api/users/${user.id}`)).status).toBe(404);
  });

  it("refuses to let an admin delete themselves", async () => {
    const self = await createUser({ role: "admin" });
    const client = await signedIn(self);
    const answer = await client.delete(`/api/users/${self.id}`);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: "You cannot delete your own account" });
    expect((await rowsOf(self.id)).users).toBe(1);
  });

  it("lets an admin delete another admin while one remains", async () => {
    const { admin } = await cast();
    const other = await createUser({ role: "admin" });
    expect((await admin.delete(`/api/users/${other.id}`)).status).toBe(200);
  });
});

describe("POST /api/users/bulk", () => {
  type Bulk = { users: { id: string; username: string; password: string; autoLoginUrl: string }[] };

  it("creates 50 customers with unique 4-digit usernames, random passwords and working one-off links", async () => {
    const { admin } = await cast();
    const answer = await admin.post<Bulk>("/api/users/bulk", { count: 50 });
    expect(answer.status).toBe(201);
    const accounts = answer.body.users;
    expect(accounts).toHaveLength(50);
    expect(new Set(accounts.map((u) => u.username)).size).toBe(50);
    for (const account of accounts) {
      expect(account.username).toMatch(/^[1-9][0-9]{3}$/);
      expect(account.password).not.toBe(account.username);
      expect(account.password.length).toBeGreaterThanOrEqual(10);
      expect(account.autoLoginUrl).toMatch(
        new RegExp(`^${BASE_URL}/auto-login/[A-Za-z0-9_-]{22}$`),
      );
    }
    const ids = accounts.map((u) => u.id);
    const stored = await sql().query(
      `select u.role, c.punches, (select count(*) from login_links l where l.user_id = u.id)::int as links
       from users u join punch_cards c on c.user_id = u.id where u.id = any($1)`,
      [ids],
    );
    expect(stored.rows).toHaveLength(50);
    expect(stored.rows.every((r) => r.role === "user" && r.punches === 0 && r.links === 1)).toBe(
      true,
    );

    // Every link signs its own customer in, once.
    await Promise.all(
      accounts.map(async (account) => {
        const path = new URL(account.autoLoginUrl).pathname;
        const phone = new Client();
        const used = await phone.post(`/api${path}`);
        expect(used.status).toBe(200);
        expectNoSecrets(used.body, account.password);
        expect(
          (await phone.get<{ user: { username: string } }>("/api/auth/me")).body.user.username,
        ).toBe(account.username);
        expect((await new Client().post(`/api${path}`)).body).toMatchObject({
          reason: "invalid_token",
        });
      }),
    );
    // The printed password works too.
    await signedIn(accounts[0]!);
  });

  it("refuses counts outside 1-50 and reads anything non-numeric as 1", async () => {
    const { admin } = await cast();
    for (const count of [0, 51, -3]) {
      const answer = await admin.post("/api/users/bulk", { count });
      expect([answer.status, answer.body.error]).toEqual([
        400,
        "Invalid count: Please enter a number between 1 and 50",
      ]);
    }
    const fallback = await admin.post<Bulk>("/api/users/bulk", { count: "lots" });
    expect(fallback.status).toBe(201);
    expect(fallback.body.users).toHaveLength(1);
  });
});

describe("no answer reveals a password", () => {
  it("keeps hashes out of lists, single users and sign-in answers", async () => {
    const { admin, customerA, a } = await cast();
    const answers = [
      await admin.get("/api/users?pageSize=100"),
      await admin.put(`/api/users/${a.id}`, { name: "Someone" }),
      await customerA.put(`/api/users/${a.id}`, { name: "Me" }),
      await customerA.get("/api/auth/me"),
      await admin.get("/api/admin/stats"),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expectNoSecrets(answer.body, a.password);
    }
  });
});

describe("the last admin (on a private database that has exactly one admin)", () => {
  let stack: IsolatedStack | undefined;
  let pool: Pool;
  beforeAll(async () => {
    stack = await startIsolatedStack();
    pool = new Pool({ connectionString: stack.databaseUrl, max: 3 });
  }, 180_000);
  afterAll(async () => {
    await pool?.end();
    await stack?.close();
  });

  async function signIn(username: string, password: string) {
    const client = await new Client(stack!.baseUrl).login(username, password);
    const me = await client.get<{ user: { id: string } }>("/api/auth/me");
    return { client, id: me.body.user.id };
  }

  /**
   * Holds the admin rows while two admins try to remove each other, so that both requests
   * are inside their transactions before either decides: the guard, not timing, must win.
   */
  async function race(
    first: () => Promise<{ status: number; body: Record<string, unknown> }>,
    second: typeof first,
  ) {
    const lock = await pool.connect();
    try {
      await lock.query("begin");
      await lock.query("select id from users where role = 'admin' order by id for update");
      const both = Promise.all([first(), second()]);
      const deadline = Date.now() + 15_000;
      for (;;) {
        const { rows } = await pool.query(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
        );
        if (rows[0].n >= 2) break;
        if (Date.now() > deadline) throw new Error("the two requests never reached the admin lock");
        await new Promise((r) => setTimeout(r, 50));
      }
      await lock.query("commit");
      return await both;
    } finally {
      lock.release();
    }
  }

  async function adminCount() {
    const { rows } = await pool.query("select count(*)::int as n from users where role = 'admin'");
    return rows[0].n as number;
  }

  it("cannot be deleted or demoted, even by two admins removing each other at the same moment", async () => {
    const owner = await signIn(stack!.admin.username, stack!.admin.password);
    expect(await adminCount()).toBe(1);
    expect((await owner.client.delete(`/api/users/${owner.id}`)).status).toBe(403);

    await owner.client.post("/api/users", {
      username: "second",
      password: "second-pass",
      role: "admin",
    });
    const second = await signIn("second", "second-pass");
    const deletions = await race(
      () => owner.client.delete(`/api/users/${second.id}`),
      () => second.client.delete(`/api/users/${owner.id}`),
    );
    expect(deletions.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(deletions.find((a) => a.status === 409)?.body).toMatchObject({
      code: "conflict",
      error: "The shop needs at least one admin",
    });
    expect(await adminCount()).toBe(1);

    const survivor = deletions[0]!.status === 200 ? owner : second;
    await survivor.client.post("/api/users", {
      username: "third",
      password: "third-pass",
      role: "admin",
    });
    const third = await signIn("third", "third-pass");
    const demotions = await race(
      () => survivor.client.call("PUT", `/api/users/${third.id}`, { role: "user" }),
      () => third.client.call("PUT", `/api/users/${survivor.id}`, { role: "user" }),
    );
    expect(demotions.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await adminCount()).toBe(1);
  });
});
