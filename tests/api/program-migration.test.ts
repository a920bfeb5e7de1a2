import type { Client as Pg } from "pg";
import { closeDb } from "../support/api";
import { migrateAsTheApp, scratchDatabase } from "../support/migrations";

afterAll(closeDb);

const PROGRAM = "_shop-program";

describe("the shop's program migration", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Pg;

  beforeAll(async () => {
    scratch = await scratchDatabase("punchcard_program_migration");
    db = scratch.db;
  });
  afterAll(() => scratch?.drop());

  it("keeps every card as it was, on SPEC.md's program with the shop's own reward name", async () => {
    await migrateAsTheApp(db, "before", PROGRAM);
    const { rows: made } = await db.query<{ id: string }>(
      `insert into users (username, name, role, password_hash, xp, level)
       values ('ann', 'Ann', 'user', 'x', 30, 1), ('bob', 'Bob', 'user', 'x', 0, 1)
       returning id`,
    );
    const [ann, bob] = made.map((r) => r.id);
    await db.query(
      `insert into shop_settings (shop_name, owner_handle, owner_url, messaging_app, reward_name)
       values ('Corner Café', '@corner', 'https://example.com', 'WhatsApp', 'coffee')`,
    );
    await db.query(
      "insert into punch_cards (user_id, punches, is_complete) values ($1, 7, false), ($2, 10, true)",
      [ann, bob],
    );
    await db.query("insert into punch_tokens (id) values ('open-token')");

    // As `npm start` upgrades an existing shop: the pending migrations in one transaction.
    await migrateAsTheApp(db, "all");

    const { rows: program } = await db.query(
      "select card_size, rewards, welcome_punches, max_token_punches, card_color, stamp_icon from shop_program",
    );
    expect(program).toEqual([
      {
        card_size: 10,
        rewards: [{ at: 10, name: "Free coffee" }],
        welcome_punches: 0,
        max_token_punches: 1,
        card_color: null,
        stamp_icon: null,
      },
    ]);
    const { rows: cards } = await db.query(
      `select u.username, c.punches, c.is_complete, c.size, c.rewards, c.handed, c.waiting
       from punch_cards c join users u on u.id = c.user_id order by u.username`,
    );
    expect(cards).toEqual([
      {
        username: "ann",
        punches: 7,
        is_complete: false,
        size: 10,
        rewards: [{ at: 10, name: "Free coffee" }],
        handed: 0,
        waiting: 0,
      },
      {
        username: "bob",
        punches: 10,
        is_complete: true,
        size: 10,
        rewards: [{ at: 10, name: "Free coffee" }],
        handed: 0,
        waiting: 0,
      },
    ]);
    const { rows: tokens } = await db.query("select id, punches from punch_tokens");
    expect(tokens).toEqual([{ id: "open-token", punches: 1 }]);
  });
});
