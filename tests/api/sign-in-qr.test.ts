import { ADMIN, Client, closeDb, createUser, signedIn, sql, type TestUser } from "../support/api";
import { addPasskey, options, ORIGIN, signInAssertion } from "../support/passkeys";
import { hasErrorShape } from "../support/safety";

afterAll(closeDb);

type Link = { url: string; expiresAt: string };

let staff: Client;
let staffUser: TestUser;
beforeAll(async () => {
  staffUser = await createUser({ role: "staff" });
  staff = await signedIn(staffUser);
});

const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;

async function issue(by: Client, customerId: string) {
  const answer = await by.post<Link>(`/api/customers/${customerId}/login-link`);
  expect(answer.status).toBe(201);
  return tokenOf(answer.body.url);
}

async function useLink(token: string, client = new Client()) {
  const answer = await client.post<{ user: { username: string }; next: string }>(
    `/api/auto-login/${token}`,
  );
  return { answer, client };
}

describe("POST /api/customers/{id}/login-link", () => {
  it("gives staff a one-off sign-in link for a customer, valid 10 minutes, recorded with its issuer", async () => {
    const customer = await createUser();
    const before = Date.now();
    const answer = await staff.post<Link>(`/api/customers/${customer.id}/login-link`);
    expect(answer.status).toBe(201);
    expect(answer.body.url).toMatch(/\/auto-login\/[A-Za-z0-9_-]{22}$/);
    const minutes = (new Date(answer.body.expiresAt).getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10.1);
    const { rows } = await sql().query(
      "select purpose, created_by, used_at from login_links where user_id = $1",
      [customer.id],
    );
    expect(rows).toEqual([{ purpose: "recovery", created_by: staffUser.id, used_at: null }]);
  });

  it("signs the customer in once, to where they secure the account; a second use is refused", async () => {
    const customer = await createUser();
    const token = await issue(staff, customer.id);
    const { answer, client } = await useLink(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      user: { username: customer.username },
      next: "/user/secure",
    });
    expect((await client.get("/api/rewards/me")).status).toBe(200);

    const again = await useLink(token);
    expect(again.answer.status).toBe(404);
    expect(again.answer.body).toMatchObject({ reason: "invalid_token" });
    expect(again.client.cookie).toBe("");
  });

  it("refuses an expired link", async () => {
    const customer = await createUser();
    const token = await issue(staff, customer.id);
    await sql().query(
      "update login_links set expires_at = now() - interval '1 second' where user_id = $1",
      [customer.id],
    );
    const { answer } = await useLink(token);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ reason: "expired_token", error: "Login link has expired" });
  });

  it("is for customers only: staff, admins and unknown ids are not found", async () => {
    const otherStaff = await createUser({ role: "staff" });
    const admin = await createUser({ role: "admin" });
    for (const id of [otherStaff.id, admin.id, "3f2504e0-4f89-11d3-9a0c-0305e82c3301", "nope"]) {
      const answer = await staff.post(`/api/customers/${id}/login-link`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: "Customer not found" });
      expect(hasErrorShape(answer)).toBe(true);
    }
  });

  it("lets only the session a sign-in QR opened set a new password without the current one, for 15 minutes", async () => {
    const customer = await createUser();
    const { client } = await useLink(await issue(staff, customer.id));
    const other = await signedIn(customer);

    // The customer's other session (a stolen one, say) still needs the current password.
    const refused = await other.put(`/api/users/${customer.id}`, { password: "stolen-pass" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: "Please enter your current password" });

    const set = await client.put(`/api/users/${customer.id}`, { password: "brand-new-pass" });
    expect(set.status).toBe(200);
    expect((await client.get("/api/rewards/me")).status).toBe(200);
    expect(
      (
        await new Client().post("/api/auth/login", {
          username: customer.username,
          password: "brand-new-pass",
        })
      ).status,
    ).toBe(200);

    // Past the window, the same kind of session needs the current password again.
    const late = await useLink(await issue(staff, customer.id));
    await sql().query(
      "update login_links set used_at = now() - interval '16 minutes' where user_id = $1 and used_at is not null",
      [customer.id],
    );
    const tooLate = await late.client.put(`/api/users/${customer.id}`, { password: "third-pass" });
    expect(tooLate.status).toBe(400);
  });
});

describe("open login links are taken back", () => {
  const openLink = (customer: TestUser) => issue(staff, customer.id);

  it("when an admin sets a new password", async () => {
    const customer = await createUser();
    const token = await openLink(customer);
    const admin = await signedIn(ADMIN);
    expect(
      (await admin.post(`/api/users/${customer.id}/change-password`, { newPassword: "new-one" }))
        .status,
    ).toBe(200);
    expect((await useLink(token)).answer.status).toBe(404);
  });

  it("when the role changes, so a link refused while staff does not work again after a demotion", async () => {
    const customer = await createUser();
    const token = await openLink(customer);
    const admin = await signedIn(ADMIN);
    expect((await admin.put(`/api/users/${customer.id}`, { role: "staff" })).status).toBe(200);
    expect((await useLink(token)).answer.status).toBe(404);
    expect((await admin.put(`/api/users/${customer.id}`, { role: "user" })).status).toBe(200);
    const after = await useLink(token);
    expect(after.answer.status).toBe(404);
    expect(after.client.cookie).toBe("");
  });
});

describe("a customer without a password", () => {
  it("sets a password without giving a current one, then signs in with it", async () => {
    const customer = await createUser();
    const session = await signedIn(customer);
    await sql().query("update users set password_hash = null where id = $1", [customer.id]);
    const set = await session.put(`/api/users/${customer.id}`, { password: "now-i-have-one" });
    expect(set.status).toBe(200);
    const login = await new Client().post("/api/auth/login", {
      username: customer.username,
      password: "now-i-have-one",
    });
    expect(login.status).toBe(200);
    // Now it has one, changing it needs it.
    const change = await session.put(`/api/users/${customer.id}`, { password: "another-one" });
    expect(change.status).toBe(400);
  });

  it("deletes the account by typing the username, and only the right one", async () => {
    const customer = await createUser();
    const session = await signedIn(customer);
    await sql().query("update users set password_hash = null where id = $1", [customer.id]);
    const empty = await session.call("DELETE", "/api/me", {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: "Type your username to confirm" });
    const wrong = await session.call("DELETE", "/api/me", { confirm: "someone-else" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: "That is not your username" });
    const right = await session.call("DELETE", "/api/me", {
      confirm: ` ${customer.username.toUpperCase()} `,
    });
    expect(right.status).toBe(200);
    const { rows } = await sql().query("select 1 from users where id = $1", [customer.id]);
    expect(rows).toHaveLength(0);
  });

  it("deletes an account without a password on its own passkey's confirmation, not another's", async () => {
    const customer = await createUser();
    const session = await signedIn(customer);
    const { authenticator } = await addPasskey(session);
    await sql().query("update users set password_hash = null where id = $1", [customer.id]);

    // Another account's passkey, and a sign-in answer (not a confirmation), are refused.
    const stranger = await signedIn(await createUser());
    const { authenticator: theirs } = await addPasskey(stranger);
    const foreign = theirs.assert(
      (await options(session, "/api/passkeys/login/options")) as never,
      { origin: ORIGIN },
    );
    expect((await session.call("DELETE", "/api/me", { passkey: foreign })).status).toBe(400);
    const signInAnswer = await signInAssertion(authenticator);
    expect((await session.call("DELETE", "/api/me", { passkey: signInAnswer })).status).toBe(400);
    expect((await sql().query("select 1 from users where id = $1", [customer.id])).rowCount).toBe(
      1,
    );

    const own = authenticator.assert(
      (await options(session, "/api/passkeys/login/options")) as never,
      { origin: ORIGIN },
    );
    const deleted = await session.call("DELETE", "/api/me", { passkey: own });
    expect(deleted.status).toBe(200);
    expect((await sql().query("select 1 from users where id = $1", [customer.id])).rowCount).toBe(
      0,
    );
  });

  it("cannot be used as a way around the password of an account that has one", async () => {
    const customer = await createUser();
    const session = await signedIn(customer);
    const typed = await session.call("DELETE", "/api/me", { confirm: customer.username });
    expect(typed.status).toBe(400);
    expect(typed.body).toMatchObject({ error: "Please enter your password" });
    const { rows } = await sql().query("select 1 from users where id = $1", [customer.id]);
    expect(rows).toHaveLength(1);
  });
});
