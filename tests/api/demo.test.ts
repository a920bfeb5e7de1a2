import { randomBytes } from "node:crypto";
import { Pool } from "pg";
import type { AnalyticsReport } from "../../lib/analytics/types";
import { Client } from "../support/api";
import { runScript, startAppServer, type AppServer } from "../support/server";

// `npm run demo` seeds its own database through `scripts/demo.mjs --seed-only`; here it seeds
// a fresh database on the test server, and a second app server runs on it.
const name = `demo_${randomBytes(4).toString("hex")}`;
const url = (() => {
  const u = new URL(process.env.DATABASE_URL!);
  u.pathname = `/${name}`;
  return u.toString();
})();
const ACCOUNTS = [
  { username: "owner", password: "owner-demo", role: "admin" },
  { username: "sam", password: "sam-demo", role: "staff" },
  { username: "maya", password: "maya-demo", role: "user" },
  { username: "leo", password: "leo-demo", role: "user" },
] as const;

const server = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
// An idle connection closed by the server must fail a query, not crash the test run.
server.on("error", () => {});
let db: Pool;
let app: AppServer;
let seedOutput = "";

async function one<T>(query: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query(query, params);
  return rows[0] as T;
}

function clientOf(base: string) {
  const client = new Client();
  client.baseUrl = base;
  return client;
}

beforeAll(async () => {
  await server.query(`create database ${name}`);
  const seeded = await runScript("demo.mjs", ["--seed-only", "--database-url", url], {});
  seedOutput = seeded.output;
  if (seeded.code !== 0) throw new Error(`demo seed failed:\n${seeded.output}`);
  db = new Pool({ connectionString: url, max: 2 });
  db.on("error", () => {});
  const secret = await one<{ value: string }>(
    "select value from app_settings where key = 'auth_secret'",
  );
  app = await startAppServer({ DATABASE_URL: url, AUTH_SECRET: secret.value });
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await db?.end();
  await server.query(`drop database if exists ${name} with (force)`);
  await server.end();
});

describe("the demo shop", () => {
  it("prints the sign-in details of the admin, the staff member and both customers", () => {
    for (const account of ACCOUNTS)
      expect(seedOutput).toMatch(new RegExp(`${account.username}\\s+/ ${account.password}`));
  });

  it("holds categories, a dozen products with generated pictures, deals, flavors, one sold out and one hidden", async () => {
    const counts = await one<Record<string, number>>(`select
      (select count(*) from categories)::int as categories,
      (select count(*) from products)::int as products,
      (select count(*) from products where deal_price_cents is not null)::int as deals,
      (select count(*) from products where cardinality(flavors) > 0)::int as flavored,
      (select count(*) from products p where not exists (
        select 1 from uploads u where p.image_url = '/uploads/' || u.id and u.content_type = 'image/jpeg'))::int as without_picture`);
    expect(counts).toEqual({
      categories: 3,
      products: 12,
      deals: 4,
      flavored: 7,
      without_picture: 0,
    });
    const { rows: hidden } = await db.query("select name from products where hidden");
    expect(hidden).toEqual([{ name: "Pumpkin Spice Latte" }]);
    const { rows: soldOut } = await db.query("select name from products where stock = 0");
    expect(soldOut).toEqual([{ name: "Cinnamon Roll" }]);
  });

  it("has customers at every stage: new, 7 punches, a complete card, level 31 with a free token", async () => {
    const card = (username: string) =>
      one<{ punches: number; is_complete: boolean; xp: number; level: number }>(
        "select c.punches, c.is_complete, u.xp, u.level from users u join punch_cards c on c.user_id = u.id where u.username = $1",
        [username],
      );
    expect(await card("noah")).toEqual({ punches: 0, is_complete: false, xp: 0, level: 1 });
    expect(await card("maya")).toMatchObject({ punches: 7, is_complete: false });
    expect(await card("omar")).toMatchObject({ punches: 10, is_complete: true });
    expect(await card("leo")).toMatchObject({ level: 31 });
    const free = await one<{ n: number }>(
      `select count(*)::int as n from punch_tokens t join users u on u.id = t.owner_id
       where u.username = 'leo' and t.kind = 'level_up' and t.used_at is null`,
    );
    expect(free.n).toBe(1);
  });

  it("starts with the setup guide's every step done (lib/setup/steps.ts reads these)", async () => {
    const state = await one<Record<string, boolean>>(
      `select s.updated_by is not null as shop, p.updated_by is not null as card,
         (select password_set_at is not null from users where username = 'owner') as sign_in,
         exists (select 1 from users where role = 'staff') as cashier,
         exists (select 1 from token_batches) as counter,
         exists (select 1 from reward_ledger l join punch_tokens t on t.id = l.token_id
                 where t.kind = 'admin' and l.punch_delta > 0) as first_punch,
         s.poster_opened_at is not null as poster
       from shop_settings s, shop_program p`,
    );
    expect(Object.values(state)).toEqual([true, true, true, true, true, true, true]);
  });

  it("runs a program of 10 with a free cookie at 5, a reward waiting and punches on a next card", async () => {
    const program = await one<Record<string, unknown>>(
      "select card_size, rewards, stamp_icon, logo_id, referrals_on from shop_program",
    );
    expect(program).toEqual({
      card_size: 10,
      rewards: [
        { at: 5, name: "Free cookie" },
        { at: 10, name: "Free coffee" },
      ],
      stamp_icon: "croissant",
      logo_id: expect.any(String),
      // Friends bring friends is on in the demo (off for a new shop).
      referrals_on: true,
    });
    // The installed demo is the café's: the manifest's icons are made from its logo.
    const icons = await one<{ n: number }>(
      `select count(*)::int as n from shop_program p, jsonb_each_text(p.logo_icons) i
       join uploads u on u.id = i.value where u.content_type = 'image/png'`,
    );
    expect(icons.n).toBe(5);
    const card = (username: string) =>
      one<{ punches: number; waiting: number; handed: number }>(
        "select c.punches, c.waiting, c.handed from users u join punch_cards c on c.user_id = u.id where u.username = $1",
        [username],
      );
    // Maya's cookie waits at the counter; Omar's coffee too, with two punches on his next card.
    expect(await card("maya")).toEqual({ punches: 7, waiting: 0, handed: 0 });
    expect(await card("omar")).toEqual({ punches: 10, waiting: 2, handed: 1 });
    const handed = await one<{ n: number }>(
      "select count(*)::int as n from reward_ledger where reason = 'reward' and reward_name = 'Free cookie'",
    );
    expect(handed.n).toBeGreaterThan(0);
  });

  it("has news, a draft among the blog posts, reviews (one by the admin), an open and a closed ticket, unused tokens and codes", async () => {
    const counts = await one<Record<string, number>>(`select
      (select count(*) from announcements)::int as announcements,
      (select count(*) from blog_posts where published)::int as published,
      (select count(*) from blog_posts where not published)::int as drafts,
      (select count(*) from reviews)::int as reviews,
      (select count(*) from reviews where is_admin)::int as admin_reviews,
      (select count(*) from tickets where status = 'open')::int as open_tickets,
      (select count(*) from tickets where status = 'closed')::int as closed_tickets,
      (select count(*) from tickets t where not exists (select 1 from ticket_messages m where m.ticket_id = t.id))::int as silent_tickets,
      (select count(*) from punch_tokens where used_at is null and kind = 'admin')::int as unused_tokens,
      (select count(*) from verification_codes where not is_used)::int as unused_codes,
      (select count(distinct created_at::date) from reward_ledger where created_at > now() - interval '30 days')::int as active_days`);
    expect(counts).toMatchObject({
      announcements: 3,
      published: 3,
      drafts: 1,
      reviews: 6,
      admin_reviews: 1,
      open_tickets: 1,
      closed_tickets: 1,
      silent_tickets: 0,
    });
    expect(counts.unused_tokens).toBeGreaterThan(0);
    expect(counts.unused_codes).toBeGreaterThan(0);
    expect(counts.active_days).toBeGreaterThanOrEqual(20);
  });

  it("has a printed token sheet by the owner, every token on it unused and with a typed code", async () => {
    const sheet = await one<Record<string, unknown>>(
      `select b.label, b.count, u.username as made_by, b.expires_at > now() as current,
        (select count(*)::int from punch_tokens t where t.batch_id = b.id and t.code is not null
           and t.used_at is null and t.kind = 'admin') as tokens
       from token_batches b join users u on u.id = b.created_by`,
    );
    expect(sheet).toEqual({
      label: "Window cards",
      count: 20,
      made_by: "owner",
      current: true,
      tokens: 20,
    });
  });

  it("has a customer waiting in the review queue for a day of many punches", async () => {
    const { rows } = await db.query(
      `select u.username, f.rule, f.count, f.threshold,
        (select punches from earn_days d where d.user_id = f.user_id and d.day = f.day) as day_punches
       from review_flags f join users u on u.id = f.user_id where f.dismissed_at is null`,
    );
    // Eight punches in a row, and maybe one more visit the same day.
    expect(rows).toEqual([
      {
        username: "finn",
        rule: "punches",
        count: rows[0]?.day_punches,
        threshold: 5,
        day_punches: expect.any(Number),
      },
    ]);
    expect(rows[0].count).toBeGreaterThanOrEqual(8);
    const owner = await clientOf(app.url).login("owner", "owner-demo");
    const queue = await owner.get<{ customers: Array<{ username: string }> }>("/api/admin/review");
    expect(queue.status).toBe(200);
    expect(queue.body.customers.map((c) => c.username)).toEqual(["finn"]);
  });

  it("has a punch the owner voided, taken off the card and the customer's XP", async () => {
    const { rows } = await db.query(
      `select u.username, e.reason as voided, v.punch_delta, v.xp_delta, v.cycle = e.cycle as same_cycle,
        a.username as by, v.note
       from reward_ledger v join reward_ledger e on e.id = v.voids_entry_id
       join users u on u.id = v.user_id join users a on a.id = v.actor_id
       where v.reason = 'void'`,
    );
    expect(rows).toEqual([
      {
        username: "ruby",
        voided: "token",
        punch_delta: -1,
        xp_delta: -5,
        same_cycle: true,
        by: "owner",
        note: "Scanned twice at the till",
      },
    ]);
  });

  it("has closed card cycles: a full card handed over, reset and its cycle advanced", async () => {
    const maya = await one<Record<string, unknown>>(
      `select c.cycle, c.reset_at is not null as reset,
        (select count(*)::int from reward_ledger l where l.user_id = u.id and l.reason = 'card_reset'
           and l.punch_delta = -10 and l.cycle = 0) as closed_first
       from users u join punch_cards c on c.user_id = u.id where u.username = 'maya'`,
    );
    expect(maya).toEqual({ cycle: 1, reset: true, closed_first: 1 });
  });

  it("fills the analytics of the last 30 days: visits, punches, codes, the staff's tokens and the sheet", async () => {
    const owner = await clientOf(app.url).login("owner", "owner-demo");
    const report = await owner.get<AnalyticsReport>("/api/admin/analytics");
    expect(report.status).toBe(200);
    const { figures, daily, staff, batches } = report.body;
    expect(figures.activeCustomers).toBeGreaterThan(0);
    expect(figures.punches).toBeGreaterThan(0);
    expect(figures.codes).toBeGreaterThan(0);
    expect(daily.some((d) => d.punches + d.codes > 0)).toBe(true);
    expect(staff.map((s) => s.name)).toEqual(
      expect.arrayContaining(["Hannah Brooks", "Sam Okafor"]),
    );
    expect(batches).toContainEqual({ name: "Window cards", issued: 20, redeemed: 0 });
  });

  it("keeps every reward invariant (npm run db:check passes)", async () => {
    const check = await runScript("db-check.mjs", [], { DATABASE_URL: url });
    expect(check.output).toContain("All reward invariants hold.");
    expect(check.code).toBe(0);
  });

  it.each(ACCOUNTS)(
    "lets $username sign in with the printed password",
    async ({ username, password, role }) => {
      const answer = await clientOf(app.url).post("/api/auth/login", { username, password });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ user: { username, role } });
    },
  );

  it("sends a café's automatic messages, with a Welcome already in its customers' inboxes", async () => {
    const owner = await clientOf(app.url).login("owner", "owner-demo");
    const settings = await owner.get<{
      automations: { kind: string; enabled: boolean; sentLast30Days: number }[];
    }>("/api/automations");
    expect(settings.status).toBe(200);
    const on = Object.fromEntries(settings.body.automations.map((a) => [a.kind, a.enabled]));
    expect(on).toEqual({
      welcome: true,
      one_away: true,
      reward_waiting: true,
      miss_you: true,
      birthday: false,
    });
    const welcome = settings.body.automations.find((a) => a.kind === "welcome")!;
    expect(welcome.sentLast30Days).toBeGreaterThan(0);

    // Maya joined four months ago: her Welcome is in her inbox, read long since.
    const maya = await clientOf(app.url).login("maya", "maya-demo");
    const inbox = await maya.get<{
      messages: { kind: string; title: string; readAt: string | null }[];
    }>("/api/inbox");
    expect(inbox.status).toBe(200);
    const hers = inbox.body.messages.filter((m) => m.kind === "welcome");
    expect(hers).toHaveLength(1);
    expect(hers[0]!.title).toMatch(/^Welcome to .+, Maya!$/);
    expect(hers[0]!.readAt).not.toBeNull();
    // Noah joined today: his Welcome waits unread in the bell.
    const noah = await one<{ n: number }>(
      `select count(*)::int as n from inbox_messages m join users u on u.id = m.user_id
       where u.username = 'noah' and m.kind = 'welcome' and m.read_at is null`,
    );
    expect(noah.n).toBe(1);
    // Cards that sat at 9 punches for 3 days got their nudge, once per card, under the key
    // the app's own run uses, so it never sends them again.
    const nudges = await db.query<{ key: string; n: number }>(
      `select dedupe_key as key, count(*)::int as n from inbox_messages
       where kind = 'one_away' group by user_id, dedupe_key`,
    );
    expect(nudges.rows.length).toBeGreaterThan(0);
    for (const row of nudges.rows)
      expect(row).toEqual({ key: expect.stringMatching(/^one-away:\d+(:\d+)?$/), n: 1 });
  });

  it("sends the staff member to the counter display", async () => {
    const sam = await clientOf(app.url).login("sam", "sam-demo");
    const home = await sam.get("/user/dashboard");
    expect(new URL(home.headers.get("location") ?? "", app.url).pathname).toBe("/counter");
    expect((await sam.get("/counter")).status).toBe(200);
  });

  it("serves the shop to a customer: hidden product left out, pictures served like uploads", async () => {
    const maya = await clientOf(app.url).login("maya", "maya-demo");
    const products =
      await maya.get<Array<{ name: string; stock: number; imageUrl: string }>>("/api/products");
    expect(products.status).toBe(200);
    expect(products.body).toHaveLength(11);
    expect(products.body.map((p) => p.name)).not.toContain("Pumpkin Spice Latte");
    expect(products.body.find((p) => p.name === "Cinnamon Roll")?.stock).toBe(0);
    const picture = await fetch(`${app.url}${products.body[0]!.imageUrl}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
    const leo = await clientOf(app.url).login("leo", "leo-demo");
    const rewards = await leo.get<{ level: number; freeTokens: string[] }>("/api/rewards/me");
    expect(rewards.body).toMatchObject({ level: 31 });
    expect(rewards.body.freeTokens).toHaveLength(1);
  });

  it("refuses to seed a database that already has a shop in it", async () => {
    const again = await runScript("demo.mjs", ["--seed-only", "--database-url", url], {});
    expect(again.code).toBe(1);
    expect(again.output).toContain("already holds customers or products");
  });
});
