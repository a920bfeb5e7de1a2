import { randomBytes } from "node:crypto";
import { Pool } from "pg";
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
  it("prints the sign-in details of the admin and both customers", () => {
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
    expect(await card("sam")).toMatchObject({ punches: 10, is_complete: true });
    expect(await card("leo")).toMatchObject({ level: 31 });
    const free = await one<{ n: number }>(
      `select count(*)::int as n from punch_tokens t join users u on u.id = t.owner_id
       where u.username = 'leo' and t.kind = 'level_up' and t.used_at is null`,
    );
    expect(free.n).toBe(1);
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
