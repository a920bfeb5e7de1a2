import type { Client as Pg } from "pg";
import { ADMIN, closeDb, createUser, signedIn, sql } from "../support/api";
import { migrate, scratchDatabase } from "../support/migrations";
import { insertToken } from "../support/rewards";
import { runScript } from "../support/server";

afterAll(closeDb);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("card cycles", () => {
  it("keeps the ledger in step with the card when redemptions race resets and punches", async () => {
    const customer = await createUser();
    const [phone, admin] = await Promise.all([signedIn(customer), signedIn(ADMIN)]);
    const tokens = await Promise.all(Array.from({ length: 600 }, () => insertToken()));

    // The owner resets the card and punches it by hand every 50–150 ms for several seconds,
    // while 16 redemptions for the same customer wait on the card lock behind each reset.
    const until = Date.now() + 6_000;
    let resets = 0;
    let racing = true;
    const owner = (async () => {
      while (Date.now() < until || resets < 8) {
        await admin.post(`/api/punchcard/${customer.id}/reset`);
        resets += 1;
        await pause(50 + Math.random() * 100);
        await admin.post(`/api/punchcard/${customer.id}/punch`);
        await pause(50 + Math.random() * 100);
      }
      racing = false;
    })();
    // A full card takes punches all the same (they wait for the next card), so each
    // redemption spends its token: more are made as the prepared ones run out, and the
    // redemptions keep coming until the owner stops.
    const unused = [...tokens];
    const redeemed: number[] = [];
    const redeemers = Array.from({ length: 16 }, async () => {
      while (racing) {
        const tokenId = unused.pop() ?? (await insertToken());
        const answer = await phone.post("/api/token/use", { tokenId });
        redeemed.push(answer.status);
      }
    });
    await Promise.all([owner, ...redeemers]);

    expect(redeemed.length).toBeGreaterThan(0);
    expect(redeemed.every((s) => s === 200)).toBe(true);
    const { rows } = await sql().query(
      `select count(*) filter (where reason = 'card_reset')::int as resets,
         count(distinct cycle) filter (where reason = 'token')::int as "cyclesRedeemedIn"
       from reward_ledger where user_id = $1`,
      [customer.id],
    );
    // The redemptions landed across the resets, not all before the first or after the last.
    expect(rows[0].resets).toBeGreaterThanOrEqual(8);
    expect(rows[0].cyclesRedeemedIn).toBeGreaterThanOrEqual(8);

    // Every entry is stamped after the locks it waited for: one written after a reset is never
    // older than the reset, and one before it never newer.
    const { rows: misplaced } = await sql().query(
      `select e.id, e.reason, e.cycle, e.created_at, r.id as reset_id, r.cycle as reset_cycle,
         r.created_at as reset_at
       from reward_ledger e
       join reward_ledger r on r.user_id = e.user_id and r.reason = 'card_reset'
       where e.user_id = $1 and e.reason <> 'card_reset'
         and ((e.cycle <= r.cycle and e.created_at > r.created_at)
           or (e.cycle > r.cycle and e.created_at < r.created_at))`,
      [customer.id],
    );
    expect(misplaced).toEqual([]);
    // The admin's timeline (newest first, by entry) reads newest first by time too.
    const times: number[] = [];
    let before: number | null = null;
    do {
      const page: {
        status: number;
        body: { entries: { createdAt: string }[]; nextBefore: number | null };
      } = await admin.get(
        `/api/users/${customer.id}/ledger?limit=100${before ? `&before=${before}` : ""}`,
      );
      expect(page.status).toBe(200);
      times.push(...page.body.entries.map((e) => Date.parse(e.createdAt)));
      before = page.body.nextBefore;
    } while (before !== null);
    expect(times.length).toBeGreaterThan(20);
    const outOfOrder = times.filter((t, i) => i > 0 && t > times[i - 1]!);
    expect(outOfOrder).toEqual([]);

    const check = await runScript("db-check.mjs", [], { DATABASE_URL: process.env.DATABASE_URL! });
    expect(check.output).toContain("All reward invariants hold.");
    expect(check.code).toBe(0);
  }, 120_000);
});

describe("the card cycle migration", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Pg;

  beforeAll(async () => {
    scratch = await scratchDatabase("punchcard_cycle");
    db = scratch.db;
  });
  afterAll(() => scratch?.drop());

  it("puts each existing entry in the cycle it reached the card in, by order of writing", async () => {
    await migrate(db, "before", "_card_cycle");
    const {
      rows: [raced, plain],
    } = await db.query<{ id: string }>(
      `insert into users (username, name, role, password_hash, xp, level)
       values ('raced', 'Raced', 'user', 'x', 40, 1), ('plain', 'Plain', 'user', 'x', 10, 1)
       returning id`,
    );
    // Two punches, a reset, then a redemption that began before the reset (an earlier
    // timestamp) but reached the card after it, a code and a punch by hand.
    await db.query(
      `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, created_at) values
         ($1, 'token', 1, 5, '2026-01-01 10:00'), ($1, 'token', 1, 5, '2026-01-01 10:01'),
         ($1, 'card_reset', -2, 0, '2026-01-01 10:05'), ($1, 'token', 1, 5, '2026-01-01 10:04'),
         ($1, 'code', 0, 25, '2026-01-01 10:06'), ($1, 'admin_punch', 1, 0, '2026-01-01 10:07'),
         ($2, 'token', 1, 5, '2026-01-01 10:00'), ($2, 'token', 1, 5, '2026-01-01 10:01')`,
      [raced!.id, plain!.id],
    );
    await db.query(
      `insert into punch_cards (user_id, punches, reset_at) values ($1, 2, '2026-01-01 10:05'), ($2, 2, null)`,
      [raced!.id, plain!.id],
    );

    await migrate(db, "from", "_card_cycle");
    const entries = await db.query(
      "select reason, cycle from reward_ledger where user_id = $1 order by id",
      [raced!.id],
    );
    expect(entries.rows.map((r) => `${r.reason}:${r.cycle}`)).toEqual([
      "token:0",
      "token:0",
      "card_reset:0",
      "token:1",
      "code:1",
      "admin_punch:1",
    ]);
    const cards = await db.query("select user_id, cycle from punch_cards");
    expect(Object.fromEntries(cards.rows.map((c) => [c.user_id, c.cycle]))).toEqual({
      [raced!.id]: 1,
      [plain!.id]: 0,
    });
    const plainEntries = await db.query("select cycle from reward_ledger where user_id = $1", [
      plain!.id,
    ]);
    expect(plainEntries.rows.every((r) => r.cycle === 0)).toBe(true);

    const check = await runScript("db-check.mjs", [], { DATABASE_URL: scratch.url });
    expect(check.output).toContain("All reward invariants hold.");
    expect(check.code).toBe(0);
  });
});
