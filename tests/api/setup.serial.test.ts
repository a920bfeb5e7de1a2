import { ADMIN, Client, closeDb, createUser, signedIn, sql } from "../support/api";

// GET /api/setup reads each step from the shop's state; the shared test database already holds
// staff, tokens and punches from other files, so what is checked here is the order, the
// admin's own sign-in step and what the guide itself holds.

afterAll(closeDb);

type Setup = {
  steps: { key: string; done: boolean }[];
  finished: boolean;
  dismissed: boolean;
};
const step = (setup: Setup, key: string) => setup.steps.find((s) => s.key === key)?.done;

it("answers the seven steps in order, for admins only", async () => {
  const owner = await signedIn(ADMIN);
  const answer = await owner.get<Setup>("/api/setup");
  expect(answer.status).toBe(200);
  expect(answer.body.steps.map((s) => s.key)).toEqual([
    "shop",
    "card",
    "sign-in",
    "cashier",
    "counter",
    "first-punch",
    "poster",
  ]);
  for (const role of ["user", "staff"] as const) {
    const other = await signedIn(await createUser({ role }));
    expect((await other.get("/api/setup")).status).toBe(403);
    expect((await other.put("/api/setup", { dismissed: true })).status).toBe(403);
  }
});

it("marks the sign-in step done once the admin sets a password of their own", async () => {
  // createUser stores a password as the first admin's printed one is stored: never set by a person.
  const user = await createUser({ role: "admin", password: "printed-pass" });
  const admin = await signedIn({ ...user, password: "printed-pass" });
  expect(step((await admin.get<Setup>("/api/setup")).body, "sign-in")).toBe(false);
  const changed = await admin.put(`/api/users/${user.id}`, {
    password: "my-own-pass-1",
    currentPassword: "printed-pass",
  });
  expect(changed.status).toBe(200);
  const again = await signedIn({ ...user, password: "my-own-pass-1" });
  expect(step((await again.get<Setup>("/api/setup")).body, "sign-in")).toBe(true);
});

it("counts the owner running the counter as the cashier step, and puts the guide away", async () => {
  const owner = await signedIn(ADMIN);
  const staff = await sql().query("select 1 from users where role = 'staff' limit 1");
  try {
    const on = await owner.put<Setup>("/api/setup", { counterByOwner: true });
    expect(on.status).toBe(200);
    expect(step(on.body, "cashier")).toBe(true);
    if (staff.rowCount === 0) {
      const off = await owner.put<Setup>("/api/setup", { counterByOwner: false });
      expect(step(off.body, "cashier")).toBe(false);
    }
    const away = await owner.put<Setup>("/api/setup", { dismissed: true });
    expect(away.body.dismissed).toBe(true);
    const back = await owner.put<Setup>("/api/setup", { dismissed: false });
    expect(back.body.dismissed).toBe(false);
    expect((await owner.put("/api/setup", { dismissed: "yes" })).status).toBe(400);
  } finally {
    await sql().query(
      "update shop_settings set counter_by_owner = false, setup_dismissed_at = null",
    );
  }
});

it("marks the shop and the card done when an owner saves them, SPEC's default kept or not", async () => {
  const owner = await signedIn(ADMIN);
  const settings = await owner.get<{ shopName: string }>("/api/settings");
  expect(settings.body).not.toHaveProperty("setupDismissedAt");
  expect(settings.body).not.toHaveProperty("counterByOwner");
  await sql().query("update shop_settings set updated_by = null");
  await sql().query("update shop_program set updated_by = null");
  const fresh = (await owner.get<Setup>("/api/setup")).body;
  expect([step(fresh, "shop"), step(fresh, "card")]).toEqual([false, false]);

  expect((await owner.put("/api/settings", { shopName: settings.body.shopName })).status).toBe(200);
  const program = await owner.get<Record<string, unknown>>("/api/program");
  expect((await owner.put("/api/program", program.body)).status).toBe(200);
  const saved = (await owner.get<Setup>("/api/setup")).body;
  expect([step(saved, "shop"), step(saved, "card")]).toEqual([true, true]);
});

describe("POST /api/setup/counter-qr", () => {
  const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;
  const use = async (token: string, client = new Client()) => ({
    client,
    answer: await client.post<{ user: { role: string; username: string }; next: string }>(
      `/api/auto-login/${token}`,
    ),
  });

  it("signs a counter device in once, as the staff account, onto the counter display", async () => {
    const owner = await signedIn(ADMIN);
    const cashier = await createUser({ role: "staff" });
    const made = await owner.post<{ url: string; expiresAt: string; username: string }>(
      "/api/setup/counter-qr",
      { staffId: cashier.id },
    );
    expect(made.status).toBe(201);
    expect(made.body.username).toBe(cashier.username);
    const minutes = (new Date(made.body.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10);

    const token = tokenOf(made.body.url);
    expect((await new Client().get<{ username: string }>(`/api/auto-login/${token}`)).body).toEqual(
      {
        username: cashier.username,
      },
    );
    const { answer, client } = await use(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ user: { role: "staff" }, next: "/counter" });
    expect((await client.get("/api/token-batches")).status).toBe(200);
    expect((await use(token)).answer.status).toBe(404);
    expect(step((await owner.get<Setup>("/api/setup")).body, "counter")).toBe(true);
  });

  it("is made by admins only, and only for a staff account", async () => {
    const owner = await signedIn(ADMIN);
    const cashier = await createUser({ role: "staff" });
    const customer = await createUser();
    const otherAdmin = await createUser({ role: "admin" });
    for (const id of [customer.id, otherAdmin.id]) {
      expect((await owner.post("/api/setup/counter-qr", { staffId: id })).status).toBe(404);
    }
    expect((await owner.post("/api/setup/counter-qr", { staffId: "not-an-id" })).status).toBe(400);
    for (const who of [cashier, customer]) {
      const client = await signedIn(who);
      expect((await client.post("/api/setup/counter-qr", { staffId: cashier.id })).status).toBe(
        403,
      );
    }
  });

  it("never lets a customer's kind of link sign in staff, nor a counter link sign in a customer", async () => {
    const owner = await signedIn(ADMIN);
    const cashier = await createUser({ role: "staff" });
    const made = await owner.post<{ url: string }>("/api/setup/counter-qr", {
      staffId: cashier.id,
    });
    const token = tokenOf(made.body.url);
    // The link's account became a customer, and a customer's recovery link is pointed at staff.
    await sql().query("update users set role = 'user' where id = $1", [cashier.id]);
    expect((await use(token)).answer.status).toBe(404);
    await sql().query("update users set role = 'staff' where id = $1", [cashier.id]);
    await sql().query("update login_links set purpose = 'recovery' where user_id = $1", [
      cashier.id,
    ]);
    expect((await use(token)).answer.status).toBe(404);
  });
});
