import { ADMIN, Client, closeDb, createUser, signedIn, sql } from "../support/api";
import { runScript } from "../support/server";

// The setup guide's test customer: a real card on the owner's phone, counted in none of the
// shop's figures. A serial file: nothing else writes while the figures are compared.

afterAll(closeDb);

type Figures = { figures: { punches: number; activeCustomers: number; newCustomers: number } };
type Setup = { steps: { key: string; done: boolean }[]; testCustomer: string | null };

const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;

async function today() {
  const { rows } = await sql().query<{ day: string }>(
    `select to_char(now() at time zone coalesce((select time_zone from shop_settings), 'UTC'), 'YYYY-MM-DD') as day`,
  );
  return rows[0]!.day;
}

/** Everything a test customer must not move: the dashboard's, analytics', the leaderboard's. */
async function shopFigures(owner: Client) {
  const day = await today();
  const stats = await owner.get<{ totalUsers: number }>("/api/admin/stats");
  const analytics = await owner.get<Figures>(`/api/admin/analytics?from=${day}&to=${day}`);
  const hours = await sql().query<{ punches: number }>(
    "select coalesce(sum(punches), 0)::int as punches from activity_hours where day = $1",
    [day],
  );
  const ranked = await sql().query<{ n: number }>(
    "select coalesce(sum(customers), 0)::int as n from leaderboard_levels",
  );
  return {
    totalUsers: stats.body.totalUsers,
    punches: analytics.body.figures.punches,
    active: analytics.body.figures.activeCustomers,
    newCustomers: analytics.body.figures.newCustomers,
    chartPunches: hours.rows[0]!.punches,
    ranked: ranked.rows[0]!.n,
  };
}

async function dbCheck() {
  const check = await runScript("db-check.mjs", [], { DATABASE_URL: process.env.DATABASE_URL! });
  expect(check.output).toContain("All reward invariants hold.");
  expect(check.code).toBe(0);
}

it("signs the owner's phone in as a test customer whose punch counts in no figure, then deletes it", async () => {
  const owner = await signedIn(ADMIN);
  const before = await shopFigures(owner);

  const made = await owner.post<{ url: string; username: string }>("/api/setup/test-customer");
  expect(made.status).toBe(201);
  const phone = new Client();
  const signIn = await phone.post<{ user: { role: string; username: string }; next: string }>(
    `/api/auto-login/${tokenOf(made.body.url)}`,
  );
  expect(signIn.status).toBe(200);
  expect(signIn.body.user).toMatchObject({ role: "user", username: made.body.username });
  // Straight to the card: a test customer is never asked to secure its account.
  expect(signIn.body.next).toBe("/user/dashboard");
  // A second QR signs in the same test customer: there is one.
  const again = await owner.post<{ username: string }>("/api/setup/test-customer");
  expect(again.body.username).toBe(made.body.username);
  expect((await owner.get<Setup>("/api/setup")).body.testCustomer).toBe(made.body.username);

  const token = await owner.post<{ id: string }>("/api/admin/generate-token");
  expect(token.status).toBe(201);
  expect((await phone.post("/api/token/use", { tokenId: token.body.id })).status).toBe(200);
  const card = await phone.get<{ punches: number }>("/api/rewards/me");
  expect(card.body.punches).toBe(1);
  const setup = (await owner.get<Setup>("/api/setup")).body;
  expect(setup.steps.find((s) => s.key === "first-punch")?.done).toBe(true);

  // The most XP a hand adjustment gives: any real customer would top the leaderboard with it.
  const { rows } = await sql().query<{ id: string }>("select id from users where username = $1", [
    made.body.username,
  ]);
  const xp = await owner.post(`/api/users/${rows[0]!.id}/xp`, { amount: 100_000, reason: "Test" });
  expect(xp.status).toBe(200);

  expect(await shopFigures(owner)).toEqual(before);
  const leaderboard = await phone.get<{ top: { isYou: boolean }[] }>("/api/leaderboard");
  expect(leaderboard.status).toBe(200);
  expect(leaderboard.body.top.some((row) => row.isYou)).toBe(false);
  for (const file of ["customers", "ledger"]) {
    const csv = await owner.get<string>(`/api/export/${file}.csv`);
    expect(csv.status).toBe(200);
    expect(csv.body).not.toContain(made.body.username);
  }
  await dbCheck();

  const gone = await owner.delete<{ deleted: number }>("/api/setup/test-customer");
  expect(gone.status).toBe(200);
  expect(gone.body.deleted).toBe(1);
  expect((await phone.get("/api/rewards/me")).status).toBe(401);
  expect((await owner.get<Setup>("/api/setup")).body.testCustomer).toBeNull();
  expect(await shopFigures(owner)).toEqual(before);
  await dbCheck();
});

it("is made and deleted by admins only", async () => {
  for (const role of ["user", "staff"] as const) {
    const other = await signedIn(await createUser({ role }));
    expect((await other.post("/api/setup/test-customer")).status).toBe(403);
    expect((await other.delete("/api/setup/test-customer")).status).toBe(403);
  }
  expect((await new Client().post("/api/setup/test-customer")).status).toBe(401);
});
