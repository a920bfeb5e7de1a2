import type { Client as Pg } from "pg";
import { USER_COUNT_MISMATCHES } from "../../lib/users/counts";
import {
  ADMIN,
  closeDb,
  createUser,
  signedIn,
  sql,
  xpToReach,
  type TestUser,
} from "../support/api";
import { migrate, scratchDatabase } from "../support/migrations";
import { insertToken } from "../support/rewards";
import { runScript } from "../support/server";

afterAll(closeDb);

type Board = { you: { rank: number | null } | null };

/** The rank as the old query counted it: 1 + customers with XP at a higher (level, XP). */
async function countedRank(userId: string): Promise<number | null> {
  const { rows } = await sql().query<{ rank: number | null }>(
    `select case when v.role = 'user' and v.xp > 0 then 1 + (
       select count(*)::int from users o
       where o.role = 'user' and o.xp > 0 and (o.level, o.xp) > (v.level, v.xp)) end as rank
     from users v where v.id = $1`,
    [userId],
  );
  return rows[0]!.rank;
}

const clients = new Map<string, Promise<Awaited<ReturnType<typeof signedIn>>>>();
async function rankOf(user: TestUser): Promise<number | null> {
  if (!clients.has(user.id)) clients.set(user.id, signedIn(user));
  const board = await (await clients.get(user.id)!).get<Board>("/api/leaderboard");
  expect(board.status).toBe(200);
  return board.body.you?.rank ?? null;
}

/**
 * The API's rank of each customer, checked against a direct count. Other test files may add
 * customers above these meanwhile, so the ranks are read until two readings agree.
 */
async function ranks(users: TestUser[]): Promise<(number | null)[]> {
  const read = async () => {
    const answered: [number | null, number | null][] = [];
    for (const user of users) answered.push([await rankOf(user), await countedRank(user.id)]);
    return answered;
  };
  for (let attempt = 0; ; attempt++) {
    const [first, again] = [await read(), await read()];
    if (JSON.stringify(first) === JSON.stringify(again) || attempt > 5) {
      for (const [api, counted] of again) expect(api).toBe(counted);
      return again.map(([api]) => api);
    }
  }
}

/** A direct count, read until two reads agree (other test files may add accounts meanwhile). */
async function steady(query: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const read = async () => Number((await sql().query(query)).rows[0].n);
    const [first, second] = [await read(), await read()];
    if (first === second || attempt > 5) return second;
  }
}

/**
 * Expects the API's answer to equal a direct count. Other test files add accounts meanwhile, so
 * the count is read between two equal answers, never compared with a number kept from before.
 */
async function agreeing<T>(answer: () => Promise<T>, counted: () => Promise<T>) {
  for (let attempt = 0; ; attempt++) {
    const [first, direct, again] = [await answer(), await counted(), await answer()];
    if (JSON.stringify(first) === JSON.stringify(again) || attempt > 5)
      return expect(again).toEqual(direct);
  }
}

async function mismatches() {
  const found: string[] = [];
  for (const check of USER_COUNT_MISMATCHES)
    if ((await sql().query(check.sql)).rows.length) found.push(check.name);
  return found;
}

describe("the leaderboard rank", () => {
  // Above most other tests' customers, and removed afterwards, so other tests' leaderboards are
  // theirs again.
  const top = xpToReach(900);
  const arranged: string[] = [];
  const arrange = async (...args: Parameters<typeof createUser>) => {
    const user = await createUser(...args);
    arranged.push(user.id);
    return user;
  };
  afterAll(() => sql().query("delete from users where id = any($1::uuid[])", [arranged]));

  it("equals a direct count: ties, level boundaries, no XP, staff and admins, after a redemption, a void, a role change and a deletion", async () => {
    // Ranks are counted from a customer above all the others here: customers that other test
    // files add higher up meanwhile move both alike, so the differences are this test's own.
    const pin = await arrange({ xp: xpToReach(905) });
    const fromPin = async (users: TestUser[]) => {
      const [pinned, ...rest] = await ranks([pin, ...users]);
      return rest.map((rank) => (rank === null ? null : rank - pinned!));
    };
    const leader = await arrange({ xp: xpToReach(901) + 20 });
    const tiedA = await arrange({ xp: top + 10 });
    const tiedB = await arrange({ xp: top + 10 });
    const atBoundary = await arrange({ xp: top });
    const belowBoundary = await arrange({ xp: top - 5, punches: 1 });
    const noXp = await arrange({ xp: 0 });
    const staff = await arrange({ role: "staff", xp: xpToReach(950) });
    const admin = await arrange({ role: "admin", xp: xpToReach(960) });

    const [leaderRank, a, b, boundary, below] = await fromPin([
      leader,
      tiedA,
      tiedB,
      atBoundary,
      belowBoundary,
    ]);
    expect(a).toBe(leaderRank! + 1);
    expect(b).toBe(a);
    expect(boundary).toBe(a! + 2);
    expect(below).toBe(boundary! + 1);
    expect(await rankOf(noXp)).toBeNull();
    for (const unranked of [staff, admin]) {
      const board = await (await signedIn(unranked)).get<Board>("/api/leaderboard");
      expect(board.body.you).toBeNull();
    }

    // A redemption carries the customer over the level boundary, into a tie.
    const phone = await signedIn(belowBoundary);
    const token = await insertToken();
    expect((await phone.post("/api/token/use", { tokenId: token })).status).toBe(200);
    expect((await fromPin([belowBoundary, atBoundary]))[0]).toBe(boundary);

    // Voiding it takes the customer back below the boundary.
    const entry = (
      await sql().query<{ id: string }>("select id from reward_ledger where token_id = $1", [token])
    ).rows[0]!.id;
    const adminClient = await signedIn(ADMIN);
    expect((await adminClient.post(`/api/ledger/${entry}/void`, { reason: "Twice" })).status).toBe(
      200,
    );
    expect((await fromPin([belowBoundary]))[0]).toBe(boundary! + 1);

    // The leader leaves the ranking as staff, comes back as a customer, then is deleted.
    await sql().query("update users set role = 'staff' where id = $1", [leader.id]);
    expect(await fromPin([tiedA, atBoundary])).toEqual([a! - 1, boundary! - 1]);
    await sql().query("update users set role = 'user' where id = $1", [leader.id]);
    expect(await fromPin([tiedA])).toEqual([a]);
    expect((await adminClient.delete(`/api/users/${leader.id}`)).status).toBeLessThan(300);
    expect(await fromPin([tiedA, tiedB, atBoundary, belowBoundary])).toEqual([
      a! - 1,
      a! - 1,
      boundary! - 1,
      boundary,
    ]);
    expect(await mismatches()).toEqual([]);
  });

  it("stays exact when customers with the same XP redeem at the same time", async () => {
    const same = await Promise.all(Array.from({ length: 8 }, () => arrange({ xp: top - 50 })));
    const phones = await Promise.all(same.map((u) => signedIn(u)));
    const tokens = await Promise.all(Array.from({ length: 48 }, () => insertToken()));
    await Promise.all(
      phones.map(async (phone, i) => {
        for (let n = i; n < tokens.length; n += phones.length)
          expect((await phone.post("/api/token/use", { tokenId: tokens[n] })).status).toBe(200);
      }),
    );
    await ranks(same);
    // A void takes XP back within the level (the count moves down a row).
    const entry = (
      await sql().query<{ id: string }>(
        "select id from reward_ledger where user_id = $1 and reason = 'token' limit 1",
        [same[0]!.id],
      )
    ).rows[0]!.id;
    const admin = await signedIn(ADMIN);
    expect((await admin.post(`/api/ledger/${entry}/void`, { reason: "Twice" })).status).toBe(200);
    await ranks(same);
    expect(await mismatches()).toEqual([]);
  });
});

describe("the account totals", () => {
  it("'Total Users' and the users list's total equal direct counts as accounts come, change role and go", async () => {
    const admin = await signedIn(ADMIN);
    const totals = async () => ({
      customers: (await admin.get<{ totalUsers: number }>("/api/admin/stats")).body.totalUsers,
      accounts: (await admin.get<{ total: number }>("/api/users")).body.total,
    });
    const counted = async () => ({
      customers: await steady("select count(*) as n from users where role = 'user'"),
      accounts: await steady("select count(*) as n from users"),
    });

    await agreeing(totals, counted);
    const customer = await createUser();
    await agreeing(totals, counted);
    await sql().query("update users set role = 'staff' where id = $1", [customer.id]);
    await agreeing(totals, counted);
    expect((await admin.delete(`/api/users/${customer.id}`)).status).toBeLessThan(300);
    await agreeing(totals, counted);

    // A search counts its own matches.
    const name = ADMIN.username.toLowerCase();
    await agreeing(
      async () =>
        (await admin.get<{ total: number }>(`/api/users?q=${encodeURIComponent(name)}`)).body.total,
      () =>
        steady(
          `select count(*) as n from users where lower(username) like '%${name}%' or lower(name) like '%${name}%'`,
        ),
    );
  });
});

describe("npm run db:check on the kept counts", () => {
  const env = () => ({ DATABASE_URL: process.env.DATABASE_URL! });

  it("reports a broken row of each kept count", async () => {
    const customer = await createUser({ xp: 35 });
    const breaks = [
      {
        check: "each role's account count equals the accounts with that role",
        table: "account_counts",
        where: "role = 'user'",
        column: "accounts",
      },
      {
        check: "each level's ranked customer count equals the customers with XP at that level",
        table: "leaderboard_levels",
        where: "level = 1",
        column: "customers",
      },
      {
        check: "each (level, XP) ranked customer count equals the customers with that level and XP",
        table: "leaderboard_scores",
        where: "level = 1 and xp = 35",
        column: "customers",
      },
    ];
    expect(customer.id).toBeDefined();
    for (const broken of breaks) {
      const change = (d: number) =>
        sql().query(
          `update ${broken.table} set ${broken.column} = ${broken.column} + ${d} where ${broken.where}`,
        );
      await change(1);
      try {
        const check = await runScript("db-check.mjs", [], env());
        expect(check.code).toBe(1);
        expect(check.output).toContain(`FAIL  ${broken.check}`);
      } finally {
        await change(-1);
      }
    }
    const check = await runScript("db-check.mjs", [], env());
    expect(check.output).toContain("All reward invariants hold.");
  });
});

describe("the user counts migration", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Pg;

  beforeAll(async () => {
    scratch = await scratchDatabase("punchcard_counts");
    db = scratch.db;
  });
  afterAll(() => scratch?.drop());

  it("counts the accounts and ranked customers a shop already has", async () => {
    await migrate(db, "before", "_user_counts");
    await db.query(
      `insert into users (username, role, password_hash, xp, level) values
         ('a', 'user', 'x', 0, 1), ('b', 'user', 'x', 40, 1), ('c', 'user', 'x', 40, 1),
         ('d', 'user', 'x', 200, 2), ('e', 'staff', 'x', 500, 3), ('f', 'admin', 'x', 0, 1)`,
    );
    await migrate(db, "from", "_user_counts");
    const rows = async (query: string) => (await db.query(query)).rows;
    expect(await rows("select role, accounts from account_counts order by role")).toEqual([
      { role: "user", accounts: 4 },
      { role: "staff", accounts: 1 },
      { role: "admin", accounts: 1 },
    ]);
    expect(await rows("select level, customers from leaderboard_levels order by level")).toEqual([
      { level: 1, customers: 2 },
      { level: 2, customers: 1 },
    ]);
    expect(await rows("select level, xp, customers from leaderboard_scores order by 1, 2")).toEqual(
      [
        { level: 1, xp: 40, customers: 2 },
        { level: 2, xp: 200, customers: 1 },
      ],
    );
    // From here on the triggers keep them.
    await db.query("update users set xp = 45 where username = 'b'");
    await db.query("delete from users where username = 'c'");
    for (const check of USER_COUNT_MISMATCHES)
      expect({ check: check.name, rows: (await db.query(check.sql)).rows }).toEqual({
        check: check.name,
        rows: [],
      });
  });
});
