import { ADMIN, Client, closeDb, createUser, signedIn, sql } from "../support/api";

afterAll(closeDb);

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

  it("rate-limits repeated failures on one account with 429, even with the right password", async () => {
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
      /Too many failed sign-in attempts/,
    );
    const { rows } = await sql().query("select count from rate_limits where key = $1", [
      `login:user:${user.username}`,
    ]);
    expect(rows[0]?.count).toBeGreaterThanOrEqual(5);
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

describe("sessions", () => {
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
