import {
  ADMIN,
  Client,
  cast,
  closeDb,
  createUser,
  signedIn,
  sql,
  uniqueName,
} from "../support/api";
import { expectNoSecrets, insertLoginLink } from "../support/admin-data";

// testTimeout in jest.config.mjs is global-only: a run of several projects falls back to 5 s.
jest.setTimeout(60_000);
afterAll(closeDb);

const invalid = {
  error: "Invalid or already used login link",
  code: "not_found",
  reason: "invalid_token",
};
const expired = { error: "Login link has expired", code: "not_found", reason: "expired_token" };

describe("/api/auto-login/{tokenId}", () => {
  it("checks a link without using it, then signs its customer in exactly once", async () => {
    const user = await createUser();
    const token = await insertLoginLink({ userId: user.id });
    const phone = new Client();

    for (let i = 0; i < 2; i++) {
      const check = await phone.get(`/api/auto-login/${token}`);
      expect(check.status).toBe(200);
      expect(check.body).toEqual({ username: user.username });
    }
    expect(phone.cookie).toBe("");

    const used = await phone.post(`/api/auto-login/${token}`);
    expect(used.status).toBe(200);
    expect(used.body).toEqual({
      user: { id: user.id, username: user.username, role: "user" },
      next: "/user/dashboard",
    });
    expectNoSecrets(used.body, user.password);
    const cookie = used.headers
      .getSetCookie()
      .find((c) => c.startsWith("next-auth.session-token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect((await phone.get<{ user: { id: string } }>("/api/auth/me")).body.user.id).toBe(user.id);

    const again = await new Client().post(`/api/auto-login/${token}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject(invalid);
    expect((await new Client().get(`/api/auto-login/${token}`)).body).toMatchObject(invalid);
    const { rows } = await sql().query("select used_at from login_links where user_id = $1", [
      user.id,
    ]);
    expect(rows[0]?.used_at).toBeTruthy();
  });

  it("answers an unknown or malformed link with invalid_token", async () => {
    for (const token of ["AAAAAAAAAAAAAAAAAAAAAA", "short", "has%20spaces", "x".repeat(200)]) {
      for (const answer of [
        await new Client().get(`/api/auto-login/${token}`),
        await new Client().post(`/api/auto-login/${token}`),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject(invalid);
      }
    }
  });

  it("answers an expired link with expired_token and does not sign in", async () => {
    const user = await createUser();
    const token = await insertLoginLink({ userId: user.id, expiresInDays: -1 });
    expect((await new Client().get(`/api/auto-login/${token}`)).body).toMatchObject(expired);
    const phone = new Client();
    const answer = await phone.post(`/api/auto-login/${token}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject(expired);
    expect(phone.cookie).toBe("");
  });

  it("treats a link whose account was deleted as invalid (the link goes with the account)", async () => {
    const { admin } = await cast();
    const user = await createUser();
    const token = await insertLoginLink({ userId: user.id });
    expect((await admin.delete(`/api/users/${user.id}`)).status).toBe(200);
    expect((await new Client().post(`/api/auto-login/${token}`)).body).toMatchObject(invalid);
  });

  it("never signs in as an admin, even if the account was promoted after the link was made", async () => {
    const user = await createUser();
    const token = await insertLoginLink({ userId: user.id });
    await sql().query("update users set role = 'admin' where id = $1", [user.id]);
    expect((await new Client().get(`/api/auto-login/${token}`)).body).toMatchObject(invalid);
    expect((await new Client().post(`/api/auto-login/${token}`)).body).toMatchObject(invalid);
  });

  it("lets only one of two simultaneous exchanges of one link through", async () => {
    const user = await createUser();
    const token = await insertLoginLink({ userId: user.id });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => new Client().post(`/api/auto-login/${token}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404, 404]);
  });

  it("refuses a cross-site exchange", async () => {
    const user = await createUser();
    const token = await insertLoginLink({ userId: user.id });
    const answer = await new Client().call(
      "POST",
      `/api/auto-login/${token}`,
      {},
      { origin: "https://evil.example" },
    );
    expect(answer.status).toBe(403);
    expect((await new Client().get(`/api/auto-login/${token}`)).status).toBe(200);
  });

  it("issues links through bulk creation that expire after LOGIN_LINK_DAYS (30 by default)", async () => {
    const { admin } = await cast();
    const answer = await admin.post<{ users: { id: string }[] }>("/api/users/bulk", { count: 1 });
    const { rows } = await sql().query(
      "select extract(epoch from expires_at - created_at)::int as seconds from login_links where user_id = $1",
      [answer.body.users[0]!.id],
    );
    expect(Math.abs(rows[0].seconds - 30 * 24 * 3600)).toBeLessThan(60);
  });
  it("lands an imported customer with no password on securing the account first, once they have none", async () => {
    const name = uniqueName("imp");
    const admin = await signedIn(ADMIN);
    const imported = await admin.post<{ users: { username: string; autoLoginUrl: string }[] }>(
      "/api/import/customers",
      { csv: `username,name,punches,xp,password\n${name},Imported,3,30,` },
    );
    expect(imported.status).toBe(201);
    const token = imported.body.users[0]!.autoLoginUrl.split("/auto-login/")[1]!;
    const phone = new Client();
    const used = await phone.post<{ next: string }>(`/api/auto-login/${token}`);
    expect(used.status).toBe(200);
    expect(used.body.next).toBe("/user/secure");
    // Where it lands lets them set a password without one to give (they never had one).
    const me = await phone.get<{ user: { id: string } }>("/api/auth/me");
    const set = await phone.put(`/api/users/${me.body.user.id}`, { password: "new-secret-1" });
    expect(set.status).toBe(200);

    // A card's link to an account that has a way in already (a password, a passkey) opens the card.
    const withPasskey = await createUser();
    await sql().query("update users set password_hash = null where id = $1", [withPasskey.id]);
    await sql().query(
      `insert into passkeys (id, user_id, public_key, counter, transports)
       values ($1, $2, '\\x00', 0, '{}')`,
      [uniqueName("pk"), withPasskey.id],
    );
    const link = await insertLoginLink({ userId: withPasskey.id });
    const opened = await new Client().post<{ next: string }>(`/api/auto-login/${link}`);
    expect(opened.body.next).toBe("/user/dashboard");
  });
});
