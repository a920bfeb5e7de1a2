import type { Client as Pg } from "pg";
import { closeDb } from "../support/api";
import { migrateAsTheApp, scratchDatabase } from "../support/migrations";

afterAll(closeDb);

describe("the referrals migration", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Pg;

  beforeAll(async () => {
    scratch = await scratchDatabase("punchcard_referrals_migration");
    db = scratch.db;
  });
  afterAll(() => scratch?.drop());

  it("keeps a shop's program, cards and ledger, with invitations off until the owner turns them on", async () => {
    await migrateAsTheApp(db, "before", "_referrals");
    const { rows: made } = await db.query<{ id: string }>(
      `insert into users (username, name, role, password_hash)
       values ('ann', 'Ann', 'user', 'x') returning id`,
    );
    const ann = made[0]!.id;
    await db.query(
      `insert into shop_program (card_size, rewards, welcome_punches)
       values (8, '[{"at":8,"name":"Free tea"}]', 2)`,
    );
    await db.query("insert into punch_cards (user_id, punches, size) values ($1, 3, 8)", [ann]);
    await db.query(
      "insert into reward_ledger (user_id, reason, punch_delta) values ($1, 'welcome', 2), ($1, 'admin_punch', 1)",
      [ann],
    );

    // As `npm start` upgrades an existing shop: the pending migrations in one transaction.
    await migrateAsTheApp(db, "all");

    const { rows: program } = await db.query(
      `select card_size, welcome_punches, referrals_on, referral_friend_punches,
              referral_inviter_punches, referral_monthly_max from shop_program`,
    );
    expect(program).toEqual([
      {
        card_size: 8,
        welcome_punches: 2,
        referrals_on: false,
        referral_friend_punches: 1,
        referral_inviter_punches: 1,
        referral_monthly_max: 5,
      },
    ]);
    const { rows: ledger } = await db.query(
      "select reason, punch_delta, referral_id from reward_ledger order by id",
    );
    expect(ledger).toEqual([
      { reason: "welcome", punch_delta: 2, referral_id: null },
      { reason: "admin_punch", punch_delta: 1, referral_id: null },
    ]);
    const { rows: cards } = await db.query("select punches, size from punch_cards");
    expect(cards).toEqual([{ punches: 3, size: 8 }]);

    // The new ledger reasons and message kinds are usable right after the upgrade.
    await db.query("insert into invite_codes (code, user_id) values ('ABCD2345', $1)", [ann]);
    await db.query(
      "insert into reward_ledger (user_id, reason, punch_delta) values ($1, 'referral_inviter', 1)",
      [ann],
    );
    await db.query(
      "insert into inbox_messages (user_id, kind, title, dedupe_key) values ($1, 'friend_joined', 't', 'k')",
      [ann],
    );
  });
});
