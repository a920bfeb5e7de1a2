import { randomBytes } from "node:crypto";
import type { AnalyticsReport, PeriodFigures } from "../../lib/analytics/types";
import { RECOUNT_EARN_DAYS } from "../../lib/rewards/earn-days";
import { Client, closeDb, createUser, sql, type TestUser } from "../support/api";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import { migrate, scratchDatabase } from "../support/migrations";
import { insertCode, insertProduct, insertToken, settleLedger } from "../support/rewards";
import { runScript } from "../support/server";

// The time-zone test changes the shop's settings, so the whole file runs on a private app
// server and database: the figures are then exactly what this file wrote.
jest.setTimeout(180_000);

let stack: IsolatedStack | undefined;
let admin: Client;
const MARCH = "/api/admin/analytics?from=2026-03-01&to=2026-03-10";

beforeAll(async () => {
  stack = await startIsolatedStack();
  process.env.DATABASE_URL = stack.databaseUrl;
  admin = await new Client(stack.baseUrl).login(stack.admin.username, stack.admin.password);
}, 240_000);
afterAll(async () => {
  await closeDb();
  await stack?.close();
});

const dbCheck = (url = stack!.databaseUrl) => runScript("db-check.mjs", [], { DATABASE_URL: url });
const signedIn = (user: TestUser) => new Client(stack!.baseUrl).login(user.username, user.password);
const report = async (path = MARCH) => {
  const answer = await admin.get<AnalyticsReport>(path);
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Ledger entries written by SQL at given times, as a test or an import would write them. */
async function entries(rows: [string, "token" | "code", string, string | null][]) {
  for (const [userId, reason, at, ref] of rows) {
    await sql().query(
      `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, token_id, code_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        userId,
        reason,
        reason === "token" ? 1 : 0,
        reason === "token" ? 5 : 25,
        reason === "token" ? ref : null,
        reason === "code" ? ref : null,
        at,
      ],
    );
    if (ref && reason === "token")
      await sql().query("update punch_tokens set used_at = $2, used_by = $3 where id = $1", [
        ref,
        at,
        userId,
      ]);
    if (ref && reason === "code")
      await sql().query(
        "update verification_codes set is_used = true, used_at = $2, used_by = $3 where id = $1",
        [ref, at, userId],
      );
  }
}

async function codeId(productId: string) {
  const code = await insertCode(productId);
  const { rows } = await sql().query("select id from verification_codes where code = $1", [code]);
  return rows[0].id as string;
}

/** The same figures counted straight from the ledger, the tokens and the users. */
async function direct(from: string, to: string): Promise<Partial<PeriodFigures>> {
  const zone = `coalesce((select time_zone from shop_settings limit 1), 'UTC')`;
  const day = `(created_at at time zone ${zone})::date`;
  const { rows } = await sql().query(
    `with visits as (
       select distinct user_id, ${day} as day from reward_ledger where reason in ('token', 'code')
     ), inside as (select * from visits where day between $1 and $2)
     select
       (select count(*) from reward_ledger where reason = 'token' and ${day} between $1 and $2)::int as punches,
       (select count(*) from reward_ledger where reason = 'code' and ${day} between $1 and $2)::int as codes,
       (select count(*) from reward_ledger where reason = 'card_reset' and punch_delta <= -10 and ${day} between $1 and $2)::int as "cardsCompleted",
       (select count(*) from reward_ledger where reason = 'reward' and created_at >= ($1::date::timestamp at time zone ${zone}) and created_at < (($2::date + 1)::timestamp at time zone ${zone}))::int as "rewardsHandedOver",
       (select count(distinct user_id) from inside)::int as "activeCustomers",
       (select count(distinct user_id) from inside i where exists (
          select 1 from visits v where v.user_id = i.user_id and v.day < $1))::int as "returningCustomers",
       (select count(*) from users where role = 'user' and ${day} between $1 and $2)::int as "newCustomers",
       (select count(*) from punch_tokens where kind = 'level_up' and ${day} between $1 and $2)::int as "levelUpTokensIssued",
       (select count(*) from punch_tokens where kind = 'level_up' and (used_at at time zone ${zone})::date between $1 and $2)::int as "levelUpTokensUsed"`,
    [from, to],
  );
  return rows[0];
}

const seeded: Record<string, string> = {};

describe("GET /api/admin/analytics", () => {
  it("answers the admin only, and refuses a bad range with 400", async () => {
    const customer = await signedIn(await createUser());
    const staff = await signedIn(await createUser({ role: "staff" }));
    expect((await new Client(stack!.baseUrl).get(MARCH)).status).toBe(401);
    expect((await customer.get(MARCH)).status).toBe(403);
    expect((await staff.get(MARCH)).status).toBe(403);
    for (const query of [
      "from=2026-03-10&to=2026-03-01",
      "from=2026-03-01",
      "from=2025-01-01&to=2026-01-02",
      "from=2026-02-30&to=2026-03-01",
      "from=yesterday&to=today",
    ]) {
      const answer = await admin.get(`/api/admin/analytics?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: "bad_request" });
    }
    // Dates outside the calendar the app answers for: 400 with the bounds, never a 500.
    for (const query of [
      "from=0001-01-01&to=0001-01-01",
      "from=0000-01-01&to=0000-01-02",
      "from=1999-12-31&to=2000-01-05",
      "from=2100-12-30&to=2101-01-01",
      "from=9999-12-01&to=9999-12-31",
    ]) {
      const answer = await admin.get(`/api/admin/analytics?${query}`);
      expect({ query, status: answer.status, body: answer.body }).toMatchObject({
        query,
        status: 400,
        body: { error: "Choose a date between 2000-01-01 and 2100-12-31." },
      });
    }
    // The first and last days themselves are answered.
    expect((await admin.get("/api/admin/analytics?from=2000-01-01&to=2000-01-31")).status).toBe(
      200,
    );
    expect((await admin.get("/api/admin/analytics?from=2100-12-01&to=2100-12-31")).status).toBe(
      200,
    );
    // No range: the last 30 shop days, and the 30 before them.
    const last30 = await report("/api/admin/analytics");
    expect(last30.daily).toHaveLength(30);
    expect(last30.previousRange.to < last30.range.from).toBe(true);
  });

  it("counts what the ledger says, on seeded data, and db:check stays clean", async () => {
    const staff = await createUser({ role: "staff" });
    const [ann, ben, cy] = [await createUser(), await createUser(), await createUser()];
    Object.assign(seeded, { ann: ann.id, ben: ben.id, cy: cy.id });
    await sql().query("update users set created_at = '2026-03-02T09:00Z' where id = $1", [ann.id]);
    const latte = await insertProduct({ name: `Latte ${randomBytes(2).toString("hex")}` });
    const scone = await insertProduct({ name: `Scone ${randomBytes(2).toString("hex")}` });
    const batch = await sql().query(
      `insert into token_batches (label, count, expires_at, created_by, created_at)
       values ('March sheet', 3, '2027-01-01', $1, '2026-03-01T08:00Z') returning id`,
      [staff.id],
    );
    const tokens = [
      await insertToken(),
      await insertToken(),
      await insertToken(),
      await insertToken(),
    ];
    await sql().query(
      `update punch_tokens set created_by = $2, created_at = '2026-03-01T08:00Z',
         batch_id = case when id = any($3) then $4::uuid end where id = any($1)`,
      [tokens, staff.id, tokens.slice(0, 3), batch.rows[0].id],
    );
    const levelUp = await insertToken({ ownerId: ben.id });
    await sql().query(`update punch_tokens set created_at = '2026-03-04T10:00Z' where id = $1`, [
      levelUp,
    ]);
    const codes = [await codeId(latte), await codeId(latte), await codeId(scone)];
    await entries([
      // Ann: visits on the 1st, 3rd and 8th (23:30 UTC: the 9th in Auckland).
      [ann.id, "token", "2026-03-01T10:00Z", tokens[0]!],
      [ann.id, "token", "2026-03-03T10:00Z", tokens[1]!],
      [ann.id, "code", "2026-03-03T10:05Z", codes[0]!],
      [ann.id, "code", "2026-03-08T23:30Z", codes[1]!],
      // Ben came in February too (a returning customer), and uses his level-up token.
      [ben.id, "token", "2026-02-20T12:00Z", tokens[2]!],
      [ben.id, "token", "2026-03-06T12:00Z", levelUp],
      // Cy: one code on the 9th, and a punch after the range.
      [cy.id, "code", "2026-03-09T15:00Z", codes[2]!],
      [cy.id, "token", "2026-03-12T15:00Z", tokens[3]!],
    ]);
    // A full card handed over on the 9th: 2 punches and 8 by hand, then 10 off.
    await sql().query(
      `insert into reward_ledger (user_id, reason, punch_delta, created_at) values ($1, 'admin_punch', 8, '2026-03-07T10:00Z')`,
      [ann.id],
    );
    await sql().query(
      `insert into reward_ledger (user_id, reason, punch_delta, reward_name, reward_at, created_at)
       values ($1, 'reward', 0, 'Free product', 10, '2026-03-09T11:59Z')`,
      [ann.id],
    );
    await sql().query(
      `insert into reward_ledger (user_id, reason, punch_delta, created_at) values ($1, 'card_reset', -10, '2026-03-09T12:00Z')`,
      [ann.id],
    );
    // A cookie handed over to Ben in February: the period before.
    await sql().query(
      `insert into reward_ledger (user_id, reason, punch_delta, reward_name, reward_at, created_at)
       values ($1, 'reward', 0, 'Free cookie', 5, '2026-02-21T12:00Z')`,
      [ben.id],
    );
    await sql().query(`update punch_cards set cycle = 1 where user_id = $1`, [ann.id]);
    for (const id of [ben.id, cy.id]) await settleLedger(id);
    await sql().query(
      `update users u set xp = l.xp from (select sum(xp_delta)::int as xp from reward_ledger where user_id = $1) l where u.id = $1`,
      [ann.id],
    );
    for (const statement of RECOUNT_EARN_DAYS) await sql().query(statement);

    const body = await report();
    expect(body.range).toEqual({ from: "2026-03-01", to: "2026-03-10" });
    expect(body.previousRange).toEqual({ from: "2026-02-19", to: "2026-02-28" });
    // Counted by hand: Ann 3 visits (gaps 2 and 5), Ben 1, Cy 1.
    expect(body.figures).toEqual({
      activeCustomers: 3,
      newCustomers: 1,
      returningCustomers: 1,
      repeatRate: 1 / 3,
      punches: 3,
      codes: 3,
      cardsCompleted: 1,
      rewardsHandedOver: 1,
      averageDaysBetweenVisits: 3.5,
      levelUps: 1,
      levelUpTokensIssued: 1,
      levelUpTokensUsed: 1,
    });
    expect(body.figures).toMatchObject(await direct("2026-03-01", "2026-03-10"));
    expect(body.previous).toMatchObject(await direct("2026-02-19", "2026-02-28"));
    expect(body.previous).toMatchObject({ activeCustomers: 1, punches: 1, rewardsHandedOver: 1 });
    // Per reward, by the name it had when it was handed over.
    expect(body.rewards).toEqual([{ reward: "Free product", handedOver: 1 }]);

    expect(body.daily).toHaveLength(10);
    expect(body.daily.find((d) => d.day === "2026-03-03")).toEqual({
      day: "2026-03-03",
      punches: 1,
      codes: 1,
    });
    // 2026-03-03 is a Tuesday: two entries at 10:00.
    expect(body.heatmap).toContainEqual({ weekday: 2, hour: 10, count: 2 });
    expect(body.products[0]).toEqual({ product: expect.stringMatching(/^Latte/), codes: 2 });
    expect(body.products).toHaveLength(2);
    expect(body.staff).toEqual([{ name: `Name ${staff.username}`, issued: 4, redeemed: 2 }]);
    expect(body.batches).toEqual([{ name: "March sheet", issued: 3, redeemed: 2 }]);
    const customers = await sql().query("select count(*)::int as n from users where role = 'user'");
    expect(body.tiers.reduce((sum, t) => sum + t.customers, 0)).toBe(customers.rows[0].n);

    const check = await dbCheck();
    expect(check.output).toContain("All reward invariants hold");
  });

  it("leaves a deleted account's and an unlabelled batch's names to the screen", async () => {
    const staff = await createUser({ role: "staff" });
    const batch = await sql().query(
      `insert into token_batches (label, count, expires_at, created_by, created_at)
       values ('', 2, '2027-01-01', $1, '2026-05-02T08:00Z') returning id`,
      [staff.id],
    );
    const tokens = [await insertToken(), await insertToken()];
    await sql().query(
      `update punch_tokens set created_by = $2, created_at = '2026-05-02T08:00Z', batch_id = $3
       where id = any($1)`,
      [tokens, staff.id, batch.rows[0].id],
    );
    await sql().query("delete from users where id = $1", [staff.id]);
    // The screen names them in the reader's language (chart-tables.test.ts): no English here.
    const body = await report("/api/admin/analytics?from=2026-05-01&to=2026-05-10");
    expect(body.staff).toEqual([{ name: null, issued: 2, redeemed: 0 }]);
    expect(body.batches).toEqual([{ name: null, day: "2026-05-02", issued: 2, redeemed: 0 }]);
  });

  it("keeps the roll-up exact through the app's own writes", async () => {
    const customer = await createUser();
    const phone = await signedIn(customer);
    expect((await phone.post("/api/token/use", { tokenId: await insertToken() })).status).toBe(200);
    const code = await insertCode(await insertProduct());
    expect((await phone.post("/api/verify", { code })).status).toBe(200);
    const today = (await report("/api/admin/analytics")).range.to;
    const now = await report(`/api/admin/analytics?from=${today}&to=${today}`);
    expect(now.figures).toMatchObject(await direct(today, today));
    expect(now.figures.punches).toBeGreaterThanOrEqual(1);
    expect((await dbCheck()).code).toBe(0);
  });

  it("db:check reports a roll-up row that disagrees with the ledger", async () => {
    await sql().query(
      "update activity_hours set punches = punches + 1 where day = '2026-03-03' and hour = 10",
    );
    const broken = await dbCheck();
    expect(broken.code).toBe(1);
    expect(broken.output).toContain("FAIL  the hourly activity roll-up matches the ledger");
    await sql().query(
      "update activity_hours set punches = punches - 1 where day = '2026-03-03' and hour = 10",
    );
    expect((await dbCheck()).code).toBe(0);
  });

  it("takes a deleted customer's entries out of the roll-up", async () => {
    const before = await report();
    expect((await admin.delete(`/api/users/${seeded.cy}`)).status).toBe(200);
    const after = await report();
    expect(after.figures.codes).toBe(before.figures.codes - 1);
    expect(after.figures.activeCustomers).toBe(before.figures.activeCustomers - 1);
    expect(after.figures).toMatchObject(await direct("2026-03-01", "2026-03-10"));
    expect((await dbCheck()).code).toBe(0);
  });

  it("moves every entry to the shop's new days when the time zone changes", async () => {
    const saved = await admin.put("/api/settings", { timeZone: "Pacific/Auckland" });
    expect(saved.status).toBe(200);
    expect((await dbCheck()).code).toBe(0);
    // 23:30 UTC on 8 March is 12:30 on the 9th in Auckland (UTC+13 until April).
    const body = await report();
    expect(body.daily.find((d) => d.day === "2026-03-08")?.codes).toBe(0);
    expect(body.daily.find((d) => d.day === "2026-03-09")?.codes).toBe(1);
    expect(body.figures).toMatchObject(await direct("2026-03-01", "2026-03-10"));
    // Ann's visits are now the 1st, 3rd and 9th: gaps of 2 and 6 days.
    expect(body.figures.averageDaysBetweenVisits).toBe(4);
    await admin.put("/api/settings", { timeZone: "UTC" });
    expect((await dbCheck()).code).toBe(0);
  });

  it("fills the roll-up from a shop's existing ledger when the migration runs", async () => {
    const scratch = await scratchDatabase("rollup");
    try {
      await migrate(scratch.db, "before", "activity_rollup");
      const { rows } = await scratch.db.query(
        `insert into users (username, name, role, password_hash, xp, level)
         values ('old', 'Old', 'user', 'x', 30, 1) returning id`,
      );
      const id = rows[0].id;
      await scratch.db.query(`insert into punch_cards (user_id, punches) values ($1, 1)`, [id]);
      await scratch.db.query(
        `insert into punch_tokens (id, kind, used_at, used_by) values ('t-old', 'admin', '2026-01-05T10:00Z', $1)`,
        [id],
      );
      await scratch.db.query(
        `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, token_id, created_at)
         values ($1, 'token', 1, 5, 't-old', '2026-01-05T10:00Z'), ($1, 'admin_xp', 0, 25, null, '2026-01-06T10:00Z')`,
        [id],
      );
      await scratch.db.query(
        `insert into earn_days (user_id, day, punches) values ($1, '2026-01-05', 1)`,
        [id],
      );
      await migrate(scratch.db, "from", "activity_rollup");
      const rollup = await scratch.db.query(
        "select day::text, hour, punches from activity_hours order by day, hour",
      );
      expect(rollup.rows).toEqual([{ day: "2026-01-05", hour: 10, punches: 1 }]);
      expect((await dbCheck(scratch.url)).code).toBe(0);
    } finally {
      await scratch.drop();
    }
  });
});
