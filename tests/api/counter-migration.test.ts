import type { Client as Pg } from "pg";
import { closeDb } from "../support/api";
import { migrate, scratchDatabase } from "../support/migrations";

afterAll(closeDb);

const COUNTER = "_counter_and_earn_rules";

describe("the counter and earn rules migration", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Pg;

  beforeAll(async () => {
    scratch = await scratchDatabase("punchcard_counter_migration");
    db = scratch.db;
  });
  afterAll(() => scratch?.drop());

  it("upgrades a shop with customers, tokens and a ledger, keeping all of it", async () => {
    await migrate(db, "before", COUNTER);
    const { rows: made } = await db.query<{ id: string }>(
      `insert into users (username, name, role, password_hash, xp, level)
       values ('ann', 'Ann', 'user', 'x', 30, 1), ('owner', 'Owner', 'admin', 'x', 0, 1)
       returning id`,
    );
    const [ann, owner] = made.map((r) => r.id);
    await db.query("insert into punch_cards (user_id, punches) values ($1, 3)", [ann]);
    await db.query(
      `insert into punch_tokens (id, created_by, used_at, used_by) values
       ('used-token', $2, now(), $1), ('open-token', $2, null, null)`,
      [ann, owner],
    );
    await db.query(
      `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, token_id)
       values ($1, 'token', 3, 30, 'used-token')`,
      [ann],
    );

    await migrate(db, "from", COUNTER);

    const { rows: users } = await db.query(
      "select username, role, earning_blocked_at from users order by username",
    );
    expect(users).toEqual([
      { username: "ann", role: "user", earning_blocked_at: null },
      { username: "owner", role: "admin", earning_blocked_at: null },
    ]);
    // A token made before tokens expired keeps working: it has no expiry and no batch.
    const { rows: tokens } = await db.query(
      "select id, expires_at, batch_id, voided_at from punch_tokens order by id",
    );
    expect(tokens).toEqual([
      { id: "open-token", expires_at: null, batch_id: null, voided_at: null },
      { id: "used-token", expires_at: null, batch_id: null, voided_at: null },
    ]);
    const { rows: ledger } = await db.query(
      "select reason, punch_delta, xp_delta, voids_entry_id, note from reward_ledger",
    );
    expect(ledger).toEqual([
      { reason: "token", punch_delta: 3, xp_delta: 30, voids_entry_id: null, note: null },
    ]);
    // The new role and ledger reasons are usable; the settings row is made on first read.
    await db.query(
      "insert into users (username, role, password_hash) values ('till', 'staff', 'x')",
    );
    const { rows: settings } = await db.query("select count(*)::int as n from shop_settings");
    expect(settings).toEqual([{ n: 0 }]);
  });
});
