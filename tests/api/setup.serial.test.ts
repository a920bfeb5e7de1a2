import { ADMIN, closeDb, createUser, signedIn, sql } from "../support/api";

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
