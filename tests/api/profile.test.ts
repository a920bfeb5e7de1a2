import { Client, cast, closeDb, createUser, signedIn, sql, uniqueName } from "../support/api";
import { expectNoSecrets } from "../support/admin-data";

// testTimeout in jest.config.mjs is global-only: a run of several projects falls back to 5 s.
jest.setTimeout(60_000);
afterAll(closeDb);

describe("PUT /api/users/{id} by a customer (their profile)", () => {
  it("changes their own username and name, and nothing else", async () => {
    const { a, customerA } = await cast();
    const username = uniqueName("me");
    const answer = await customerA.put(`/api/users/${a.id}`, {
      username: ` ${username.toUpperCase()} `,
      name: "New Name",
      role: "admin",
      xp: 99999,
      level: 80,
      punches: 10,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      username,
      name: "New Name",
      role: "user",
      xp: 0,
      level: 1,
      punches: 0,
    });
    expectNoSecrets(answer.body);
    const { rows } = await sql().query(
      "select u.role, u.xp, u.level, c.punches from users u join punch_cards c on c.user_id = u.id where u.id = $1",
      [a.id],
    );
    expect(rows[0]).toEqual({ role: "user", xp: 0, level: 1, punches: 0 });
    expect((await customerA.get("/api/auth/me")).status).toBe(200);
  });

  it("cannot touch someone else's account (404, as if it did not exist)", async () => {
    const { b, customerA } = await cast();
    const answer = await customerA.put(`/api/users/${b.id}`, {
      name: "Hijacked",
      password: "hijacked",
    });
    expect(answer.status).toBe(404);
    const { rows } = await sql().query("select name from users where id = $1", [b.id]);
    expect(rows[0]?.name).not.toBe("Hijacked");
    await signedIn(b);
  });

  it("keeps usernames unique and at least 3 characters", async () => {
    const { a, b, customerA } = await cast();
    const taken = await customerA.put(`/api/users/${a.id}`, { username: b.username });
    expect([taken.status, taken.body.error]).toEqual([409, "Username is already taken"]);
    const short = await customerA.put(`/api/users/${a.id}`, { username: "ab" });
    expect([short.status, short.body.error]).toEqual([
      400,
      "Username must be at least 3 characters",
    ]);
  });

  it("changes their password only with the current one, and never on a session alone", async () => {
    const user = await createUser({ password: "first-pass" });
    const phone = await signedIn(user);
    for (const [body, error] of [
      [{ password: "second-pass" }, "Please enter your current password"],
      [{ password: "second-pass", currentPassword: "" }, "Please enter your current password"],
      [{ password: "second-pass", currentPassword: 12 }, "Please enter your current password"],
      [{ password: "second-pass", currentPassword: "guess-pass" }, "Current password is incorrect"],
    ] as const) {
      const answer = await phone.put(`/api/users/${user.id}`, body);
      expect([answer.status, answer.body.error]).toEqual([400, error]);
    }
    const { rows } = await sql().query("select session_version from users where id = $1", [
      user.id,
    ]);
    expect(rows[0]?.session_version).toBe(0);
    await signedIn(user);
  });

  it("changes their password (6+ characters), ending other sessions but keeping this one", async () => {
    const user = await createUser({ password: "first-pass" });
    const phone = await signedIn(user);
    const laptop = await signedIn(user);
    const short = await phone.put(`/api/users/${user.id}`, { password: "12345" });
    expect([short.status, short.body.error]).toEqual([
      400,
      "Password must be at least 6 characters",
    ]);
    const answer = await phone.put(`/api/users/${user.id}`, {
      password: "second-pass",
      currentPassword: "first-pass",
    });
    expect(answer.status).toBe(200);
    expectNoSecrets(answer.body, "second-pass");
    expect((await phone.get("/api/auth/me")).status).toBe(200);
    expect((await laptop.get("/api/auth/me")).status).toBe(401);
    expect(
      (
        await new Client().post("/api/auth/login", {
          username: user.username,
          password: "first-pass",
        })
      ).status,
    ).toBe(401);
    await signedIn({ username: user.username, password: "second-pass" });
  });

  it("needs a session", async () => {
    const { a, anonymous } = await cast();
    expect((await anonymous.put(`/api/users/${a.id}`, { name: "x" })).status).toBe(401);
  });
});

describe("an admin's own password through the account calls", () => {
  it("needs the current password on PUT /api/users/{ownId} and on change-password", async () => {
    const admin = await createUser({ role: "admin", password: "admin-pass" });
    const client = await signedIn(admin);
    const put = await client.put(`/api/users/${admin.id}`, { password: "taken-over" });
    expect([put.status, put.body.error]).toEqual([400, "Please enter your current password"]);
    const set = await client.post(`/api/users/${admin.id}/change-password`, {
      newPassword: "taken-over",
    });
    expect([set.status, set.body.error]).toEqual([400, "Please enter your current password"]);
    const wrong = await client.post(`/api/users/${admin.id}/change-password`, {
      newPassword: "taken-over",
      currentPassword: "not-it",
    });
    expect([wrong.status, wrong.body.error]).toEqual([400, "Current password is incorrect"]);
    await signedIn(admin);

    const renamed = await client.put(`/api/users/${admin.id}`, { name: "Still Me" });
    expect(renamed.status).toBe(200);
    const changed = await client.put(`/api/users/${admin.id}`, {
      password: "new-admin-pass",
      currentPassword: "admin-pass",
    });
    expect(changed.status).toBe(200);
    await signedIn({ username: admin.username, password: "new-admin-pass" });
    // Someone else's password stays the admin's to set without theirs.
    const customer = await createUser();
    const other = await client.post(`/api/users/${customer.id}/change-password`, {
      newPassword: "set-by-admin",
    });
    expect(other.status).toBe(200);
  });

  it("knows the admin's own id in capitals too: PostgreSQL matches a uuid in any case", async () => {
    const admin = await createUser({ role: "admin", password: "admin-pass" });
    const client = await signedIn(admin);
    const own = admin.id.toUpperCase();
    const put = await client.put(`/api/users/${own}`, { password: "taken-over" });
    expect([put.status, put.body.error]).toEqual([400, "Please enter your current password"]);
    const set = await client.post(`/api/users/${own}/change-password`, {
      newPassword: "taken-over",
    });
    expect([set.status, set.body.error]).toEqual([400, "Please enter your current password"]);
    const removed = await client.delete(`/api/users/${own}`);
    expect([removed.status, removed.body.error]).toEqual([
      403,
      "You cannot delete your own account",
    ]);
    await signedIn(admin);
  });
});

describe("POST /api/profile/password (the admin's own password)", () => {
  it("checks every rule of SPEC §5 in order", async () => {
    const admin = await createUser({ role: "admin", password: "admin-pass" });
    const client = await signedIn(admin);
    const cases: [Record<string, string>, string][] = [
      [{ currentPassword: "admin-pass", newPassword: "abcdef" }, "Please fill in all fields"],
      [
        { currentPassword: "admin-pass", newPassword: "abcdef", confirmPassword: "abcdeg" },
        "New passwords do not match",
      ],
      [
        { currentPassword: "admin-pass", newPassword: "abc", confirmPassword: "abc" },
        "Password must be at least 6 characters",
      ],
      [
        { currentPassword: "wrong-pass", newPassword: "abcdef", confirmPassword: "abcdef" },
        "Current password is incorrect",
      ],
    ];
    for (const [body, error] of cases) {
      const answer = await client.post("/api/profile/password", body);
      expect([answer.status, answer.body.error]).toEqual([400, error]);
    }
  });

  it("changes the password, ends other sessions and keeps this one", async () => {
    const admin = await createUser({ role: "admin", password: "admin-pass" });
    const laptop = await signedIn(admin);
    const phone = await signedIn(admin);
    const answer = await laptop.post("/api/profile/password", {
      currentPassword: "admin-pass",
      newPassword: "brand-new",
      confirmPassword: "brand-new",
    });
    expect(answer.status).toBe(200);
    expectNoSecrets(answer.body, "brand-new", "admin-pass");
    expect((await laptop.get("/api/auth/me")).status).toBe(200);
    expect((await phone.get("/api/auth/me")).status).toBe(401);
    await signedIn({ username: admin.username, password: "brand-new" });
  });

  it("needs a session", async () => {
    const answer = await new Client().post("/api/profile/password", {
      currentPassword: "a",
      newPassword: "abcdef",
      confirmPassword: "abcdef",
    });
    expect(answer.status).toBe(401);
  });
});
