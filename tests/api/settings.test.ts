import { Pool } from "pg";
import type { CounterSettings, ShopSettings } from "../../lib/settings/shop";
import { ADMIN, Client, closeDb, createUser, signedIn, sql } from "../support/api";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import { hasErrorShape } from "../support/safety";
import { startAppServer, type AppServer } from "../support/server";

afterAll(closeDb);

const ALL_FIELDS = [
  "shopName",
  "ownerHandle",
  "ownerUrl",
  "messagingApp",
  "publicSiteUrl",
  "tokenLifetimeMinutes",
  "punchCooldownMinutes",
  "maxPunchesPerDay",
  "maxCodesPerDay",
  "reviewPunchesPerDay",
  "reviewFailuresPerDay",
  "timeZone",
  "joinAtCounter",
  "rewardName",
  "staffTokensPerDay",
  "language",
  "currency",
  // Edited with the messages (PUT /api/automations), read here with the rest.
  "quietStartMinutes",
  "quietEndMinutes",
  // Where the shop is: the wallet pass's back and its lock-screen place.
  "address",
  "latitude",
  "longitude",
].sort();

const COUNTER_FIELDS = [
  "shopName",
  "publicSiteUrl",
  "tokenLifetimeMinutes",
  "punchCooldownMinutes",
  "maxPunchesPerDay",
  "maxCodesPerDay",
  "timeZone",
  "joinAtCounter",
  "rewardName",
  "staffTokensPerDay",
].sort();

/** The shared database's settings row, to show that a refusal left it as it was. */
async function savedRow() {
  const { rows } = await sql().query("select * from shop_settings");
  return rows;
}

// Reads and refusals only: the shared test database's settings never change here, so the
// tests running beside this file keep the shop they expect.
describe("GET and PUT /api/settings on the shared server", () => {
  let admin: Client;
  let staff: Client;
  let customer: Client;
  beforeAll(async () => {
    [admin, staff, customer] = await Promise.all([
      signedIn(ADMIN),
      createUser({ role: "staff" }).then(signedIn),
      createUser().then(signedIn),
    ]);
  });

  it("answers an admin every setting", async () => {
    const answer = await admin.get<ShopSettings>("/api/settings");
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(ALL_FIELDS);
    expect(answer.body.tokenLifetimeMinutes).toBeGreaterThanOrEqual(1);
  });

  it("answers staff what the counter needs, without the owner's links or the review thresholds", async () => {
    const answer = await staff.get<CounterSettings>("/api/settings");
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(COUNTER_FIELDS);
  });

  it("refuses customers and visitors", async () => {
    const asCustomer = await customer.get("/api/settings");
    expect(asCustomer.status).toBe(403);
    expect(hasErrorShape(asCustomer)).toBe(true);
    const anonymous = await new Client().get("/api/settings");
    expect(anonymous.status).toBe(401);
    expect(hasErrorShape(anonymous)).toBe(true);
  });

  it("refuses a change from staff, a customer or a visitor, and keeps the settings", async () => {
    const before = await savedRow();
    const change = { shopName: "Taken Over", maxPunchesPerDay: 1 };
    expect((await staff.put("/api/settings", change)).status).toBe(403);
    expect((await customer.put("/api/settings", change)).status).toBe(403);
    expect((await new Client().put("/api/settings", change)).status).toBe(401);
    expect(await savedRow()).toEqual(before);
  });

  it.each([
    ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }, "timeZone"],
    ["an offset instead of a time zone", { timeZone: "+05:00" }, "timeZone"],
    // The runtime would store EST as America/Panama, which keeps no daylight saving time.
    ["a zone abbreviation", { timeZone: "EST" }, "timeZone"],
    ["another zone abbreviation", { timeZone: "cet" }, "timeZone"],
    ["a time zone that is not text", { timeZone: 3 }, "timeZone"],
    ["joining that is neither on nor off", { joinAtCounter: "yes" }, "joinAtCounter"],
    ["a blank free reward", { rewardName: "  " }, "rewardName"],
    ["a free reward past 40 characters", { rewardName: "x".repeat(41) }, "rewardName"],
    ["no sheet tokens for staff", { staffTokensPerDay: 0 }, "staffTokensPerDay"],
    ["a blank shop name", { shopName: "   " }, "shopName"],
    ["a shop name too long for a home screen", { shopName: "x".repeat(61) }, "shopName"],
    ["a profile link that is a script", { ownerUrl: "javascript:alert(1)" }, "ownerUrl"],
    ["a profile link that is not on the web", { ownerUrl: "ftp://example.com/me" }, "ownerUrl"],
    ["a public site address that is not an address", { publicSiteUrl: "my shop" }, "publicSiteUrl"],
    ["a token lifetime of zero", { tokenLifetimeMinutes: 0 }, "tokenLifetimeMinutes"],
    ["a token lifetime over a day", { tokenLifetimeMinutes: 1441 }, "tokenLifetimeMinutes"],
    ["a token lifetime that is off", { tokenLifetimeMinutes: null }, "tokenLifetimeMinutes"],
    ["a fraction of a minute", { punchCooldownMinutes: 2.5 }, "punchCooldownMinutes"],
    ["a daily limit of zero", { maxPunchesPerDay: 0 }, "maxPunchesPerDay"],
    ["a negative daily limit", { maxCodesPerDay: -3 }, "maxCodesPerDay"],
    ["a daily limit as text", { maxPunchesPerDay: "3" }, "maxPunchesPerDay"],
    ["a review threshold past its maximum", { reviewPunchesPerDay: 1001 }, "reviewPunchesPerDay"],
  ])("refuses %s with the field's message, and saves nothing", async (_, body, field) => {
    const before = await savedRow();
    // A valid field beside the bad one is not saved either.
    const answer = await admin.put<{ error: string; issues: { path: string[] }[] }>(
      "/api/settings",
      { messagingApp: "Changed", ...body },
    );
    expect(answer.status).toBe(400);
    expect(hasErrorShape(answer)).toBe(true);
    expect(answer.body.issues.map((i) => i.path[0])).toEqual([field]);
    expect(await savedRow()).toEqual(before);
  });
});

/** Polls `read` until `done` holds; answers how long that took. */
async function within(ms: number, read: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await read()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// Changes happen on a private database with two app servers of its own.
describe("changing the settings (a private database, two app servers)", () => {
  let stack: IsolatedStack | undefined;
  let second: AppServer | undefined;
  let pool: Pool;
  let one: Client;
  let two: Client;
  beforeAll(async () => {
    stack = await startIsolatedStack();
    pool = new Pool({ connectionString: stack.databaseUrl, max: 2 });
    second = await startAppServer({ DATABASE_URL: stack.databaseUrl });
    one = await new Client(stack.baseUrl).login(stack.admin.username, stack.admin.password);
    two = await new Client(second.url).login(stack.admin.username, stack.admin.password);
  }, 240_000);
  afterAll(async () => {
    await second?.stop();
    await pool?.end();
    await stack?.close();
  });

  it("takes any subset, answers the whole settings and records who changed them", async () => {
    const before = (await one.get<ShopSettings>("/api/settings")).body;
    const renamed = await one.put<ShopSettings>("/api/settings", { shopName: "  Bean & Crumb " });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...before, shopName: "Bean & Crumb" });

    const rules = await one.put<ShopSettings>("/api/settings", {
      maxPunchesPerDay: 3,
      punchCooldownMinutes: 30,
      publicSiteUrl: "https://beanandcrumb.example/",
      timeZone: "america/new_york",
    });
    expect(rules.body).toEqual({
      ...before,
      shopName: "Bean & Crumb",
      maxPunchesPerDay: 3,
      punchCooldownMinutes: 30,
      publicSiteUrl: "https://beanandcrumb.example",
      timeZone: "America/New_York",
    });

    const joining = await one.put<ShopSettings>("/api/settings", {
      joinAtCounter: false,
      rewardName: " coffee ",
    });
    expect(joining.body).toMatchObject({ joinAtCounter: false, rewardName: "coffee" });
    expect((await one.get<ShopSettings>("/api/settings")).body.joinAtCounter).toBe(false);
    await one.put("/api/settings", { joinAtCounter: true });

    // null turns a rule off; a blank address goes back to the browser's own.
    const off = await one.put<ShopSettings>("/api/settings", {
      maxPunchesPerDay: null,
      publicSiteUrl: "",
    });
    expect(off.body.maxPunchesPerDay).toBeNull();
    expect(off.body.publicSiteUrl).toBeNull();
    expect(off.body.punchCooldownMinutes).toBe(30);
    expect((await one.get<ShopSettings>("/api/settings")).body).toEqual(off.body);

    const { rows } = await pool.query(
      "select s.updated_by, u.username from shop_settings s join users u on u.id = s.updated_by",
    );
    expect(rows).toEqual([expect.objectContaining({ username: stack!.admin.username })]);
  });

  it("moves each customer's daily counts to the new shop day when the time zone changes", async () => {
    await one.put("/api/settings", { timeZone: "UTC" });
    const { rows } = await pool.query<{ id: string }>(
      "insert into users (username, password_hash) values ($1, 'x') returning id",
      [`night${Date.now() % 100_000}`],
    );
    const id = rows[0]!.id;
    // A punch at 03:30 UTC on 10 March is on 9 March in Los Angeles.
    await pool.query(
      `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, created_at)
       values ($1, 'token', 1, 10, '2026-03-10 03:30:00+00')`,
      [id],
    );
    await pool.query(
      "insert into earn_days (user_id, day, punches, failures) values ($1, '2026-03-10', 1, 2)",
      [id],
    );
    expect((await one.put("/api/settings", { timeZone: "America/Los_Angeles" })).status).toBe(200);
    const { rows: days } = await pool.query(
      "select day::text, punches, failures from earn_days where user_id = $1 order by day",
      [id],
    );
    // Failures stay on the day they were counted; the punch moves with the ledger.
    expect(days).toEqual([
      { day: "2026-03-09", punches: 1, failures: 0 },
      { day: "2026-03-10", punches: 0, failures: 2 },
    ]);
  });

  it("is seen by the other app server within seconds, on its pages too", async () => {
    const name = `Corner Roasters ${Date.now() % 100_000}`;
    // The second server reads (and keeps) the settings before the change.
    expect((await two.get<ShopSettings>("/api/settings")).body.shopName).not.toBe(name);

    expect((await one.put("/api/settings", { shopName: name })).status).toBe(200);
    // The server that saved it shows it at once.
    expect((await one.get<ShopSettings>("/api/settings")).body.shopName).toBe(name);

    const took = await within(10_000, async () => {
      return (await two.get<ShopSettings>("/api/settings")).body.shopName === name;
    });
    expect(took).toBeLessThan(5_000);
    const landing = await fetch(`${second!.url}/`).then((r) => r.text());
    expect(landing).toContain(name.replace("&", "&amp;"));
    const manifest = await fetch(`${second!.url}/manifest.webmanifest`).then((r) => r.json());
    expect(manifest.name).toBe(name);
  });

  it("saves the shop's language and currency, refuses others under their field, and speaks the language to visitors", async () => {
    const saved = await one.put<ShopSettings>("/api/settings", {
      language: "fr",
      currency: " eur ",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ language: "fr", currency: "EUR" });

    // Refused, each under its field, in the shop's language now (the admin chose none).
    const refused = await one.put<{ code: string; issues: { path: string[]; message: string }[] }>(
      "/api/settings",
      { language: "pt", currency: "XYZ" },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("bad_request");
    expect(refused.body.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["language", "Choisissez une langue dans la liste"],
      ["currency", "La devise doit être un code de trois lettres de la liste, par exemple EUR"],
    ]);
    expect((await one.get<ShopSettings>("/api/settings")).body).toMatchObject({
      language: "fr",
      currency: "EUR",
    });

    // A visitor whose browser asks for none of the six reads the shop's language; one whose
    // browser asks for German reads German.
    const page = (headers: Record<string, string>) =>
      fetch(`${stack!.baseUrl}/`, { headers }).then((r) => r.text());
    expect(await page({ "accept-language": "ja-JP" })).toMatch(/<html[^>]* lang="fr"/);
    expect(await page({ "accept-language": "de-DE,de;q=0.9" })).toMatch(/<html[^>]* lang="de"/);

    await one.put("/api/settings", { language: "ar" });
    expect(await page({ "accept-language": "ja-JP" })).toMatch(/<html[^>]* dir="rtl"/);
    await one.put("/api/settings", { language: "en", currency: "USD" });
  });

  it("prints the public site address into login links", async () => {
    await one.put("/api/settings", { publicSiteUrl: "https://cards.example" });
    const made = await one.post<{ users: { autoLoginUrl: string }[] }>("/api/users/bulk", {
      count: 1,
    });
    expect(made.status).toBe(201);
    expect(made.body.users[0]!.autoLoginUrl).toMatch(/^https:\/\/cards\.example\/auto-login\//);
    await one.put("/api/settings", { publicSiteUrl: null });
  });
});
