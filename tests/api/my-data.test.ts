import { ADMIN, Client, closeDb, createUser, signedIn, sql } from "../support/api";
import { expectNoSecrets, rowsOf, seedCustomerData } from "../support/admin-data";

jest.setTimeout(60_000);
afterAll(closeDb);

type Export = {
  profile: { id: string; username: string; xp: number };
  card: { punches: number } | null;
  ledger: { reason: string; punchDelta: number; xpDelta: number; product: string | null }[];
  tickets: { subject: string; messages: { message: string }[] }[];
  reviews: { product: string; rating: number }[];
};

/** A customer with a ticket and message, a review, and a punch and a verified code of their own. */
async function customerWithData(marker: string) {
  const user = await createUser();
  const { productId, ticketId } = await seedCustomerData(user.id, user.username);
  await sql().query("update tickets set subject = $1 where id = $2", [
    `Ticket ${marker}`,
    ticketId,
  ]);
  await sql().query("update ticket_messages set message = $1 where ticket_id = $2", [
    `Message ${marker}`,
    ticketId,
  ]);
  await sql().query("update reviews set comment = $1 where user_id = $2", [
    `Review ${marker}`,
    user.id,
  ]);
  // The code entry names its product, as a verified code does.
  const code = await sql().query<{ id: string }>(
    // Used as a verification leaves it (npm run db:check holds for the suites beside this one).
    "insert into verification_codes (code, product_id, is_used, used_at) values ($1, $2, true, now()) returning id",
    [`C${marker}`.slice(0, 20), productId],
  );
  await sql().query(
    "update reward_ledger set code_id = $1 where user_id = $2 and reason = 'code'",
    [code.rows[0]!.id, user.id],
  );
  await sql().query("update products set name = $1 where id = $2", [
    `Product ${marker}`,
    productId,
  ]);
  return { user, client: await signedIn(user) };
}

describe("GET /api/me/export", () => {
  it("downloads the customer's own data as a JSON file, and never another customer's", async () => {
    const a = await customerWithData(`alpha${Date.now()}`);
    const b = await customerWithData(`bravo${Date.now()}`);
    const answer = await a.client.get<Export>("/api/me/export");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("application/json");
    const day = new Date().toISOString().slice(0, 10);
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="punchcard-my-data-${day}.json"`,
    );
    const file = answer.body;
    expect(file.profile).toMatchObject({ id: a.user.id, username: a.user.username, xp: 30 });
    expect(file.card).toMatchObject({ punches: 1 });
    expect(file.ledger).toEqual([
      expect.objectContaining({ reason: "token", punchDelta: 1, xpDelta: 5, product: null }),
      expect.objectContaining({
        reason: "code",
        xpDelta: 25,
        product: expect.stringMatching(/^Product alpha/),
      }),
    ]);
    expect(file.tickets).toHaveLength(1);
    expect(file.tickets[0]!.messages).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^Message alpha/) }),
    ]);
    expect(file.reviews).toEqual([expect.objectContaining({ rating: 5 })]);
    // Nothing of B's, and no secrets: no password hash, no session.
    const text = JSON.stringify(file);
    for (const secret of [b.user.id, b.user.username, "bravo"]) expect(text).not.toContain(secret);
    expectNoSecrets(file, a.user.password);
    expect(text).not.toMatch(/password|session|\$argon2/i);
  });

  it("refuses without a session", async () => {
    const answer = await new Client().get("/api/me/export");
    expect(answer.status).toBe(401);
  });
});

describe("DELETE /api/me", () => {
  it("refuses a wrong or missing password and deletes nothing", async () => {
    const { user, client } = await customerWithData(`wrong${Date.now()}`);
    const before = await rowsOf(user.id);
    const wrong = await client.call("DELETE", "/api/me", { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: "Incorrect password", code: "bad_request" });
    const missing = await client.call("DELETE", "/api/me", {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: "Please enter your password" });
    expect(await rowsOf(user.id)).toEqual(before);
    expect((await client.get("/api/auth/me")).status).toBe(200);
  });

  it("removes every row of the customer and ends the session", async () => {
    const { user, client } = await customerWithData(`gone${Date.now()}`);
    const oldCookie = client.cookie;
    const answer = await client.call("DELETE", "/api/me", { password: user.password });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().some((c) => /session-token=;/.test(c))).toBe(true);
    expect(await rowsOf(user.id)).toEqual({
      users: 0,
      punch_cards: 0,
      tickets: 0,
      ticket_messages: 0,
      reviews: 0,
      reward_ledger: 0,
      login_links: 0,
    });
    const stale = Object.assign(new Client(), { cookie: oldCookie });
    expect((await stale.get("/api/auth/me")).status).toBe(401);
    expect((await stale.get("/api/me/export")).status).toBe(401);
    const again = await new Client().post("/api/auth/login", {
      username: user.username,
      password: user.password,
    });
    expect(again.status).toBe(401);
  });

  it("tells an admin and a staff member they cannot delete themselves here", async () => {
    const admin = await signedIn(ADMIN);
    const refused = await admin.call("DELETE", "/api/me", { password: ADMIN.password });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: expect.stringContaining("shop needs an owner") });
    const staffUser = await createUser({ role: "staff" });
    const staff = await signedIn(staffUser);
    const staffAnswer = await staff.call("DELETE", "/api/me", { password: staffUser.password });
    expect(staffAnswer.status).toBe(403);
    expect((await rowsOf(staffUser.id)).users).toBe(1);
    expect((await admin.get("/api/auth/me")).status).toBe(200);
  });
});
