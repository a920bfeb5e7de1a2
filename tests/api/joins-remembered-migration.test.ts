import type { Client as Pg } from "pg";
import { closeDb } from "../support/api";
import { migrateAsTheApp, scratchDatabase } from "../support/migrations";

afterAll(closeDb);

describe("the joins-remembered migration", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Pg;

  beforeAll(async () => {
    scratch = await scratchDatabase("punchcard_joins_remembered_migration");
    db = scratch.db;
  });
  afterAll(() => scratch?.drop());

  it("keeps the invitations as they stood, and the new reasons, status and marks work at once", async () => {
    await migrateAsTheApp(db, "before", "_joins-remembered-and-invitation-holds");
    const { rows: made } = await db.query<{ id: string }>(
      `insert into users (username, name, role, password_hash)
       values ('ann', 'Ann', 'user', 'x'), ('bob', 'Bob', 'user', 'x'), ('cy', 'Cy', 'user', 'x')
       returning id`,
    );
    const [ann, bob, cy] = made.map((r) => r.id);
    await db.query(
      `insert into invite_codes (code, user_id, replaced_at)
       values ('OLD23456', $1, now()), ('ABCD2345', $1, null)`,
      [ann],
    );
    await db.query(
      `insert into referrals (code, inviter_id, friend_id, join_day, join_ip, friend_punches,
                              status, hold_reason, came_back_at, inviter_punches, rewarded_at)
       values ('ABCD2345', $1, $2, '2026-11-30', '10.0.0.1', 1, 'rewarded', null, now(), 1, now()),
              ('ABCD2345', $1, $3, '2026-11-30', '10.0.0.1', 0, 'held', 'same_browser', null, null, null)`,
      [ann, bob, cy],
    );

    // As `npm start` upgrades an existing shop: the pending migrations in one transaction.
    await migrateAsTheApp(db, "all");

    const { rows } = await db.query(
      `select status, hold_reason, friend_punches, inviter_punches, came_back_entry_id
       from referrals order by friend_punches desc`,
    );
    expect(rows).toEqual([
      {
        status: "rewarded",
        hold_reason: null,
        friend_punches: 1,
        inviter_punches: 1,
        came_back_entry_id: null,
      },
      {
        status: "held",
        hold_reason: "same_browser",
        friend_punches: 0,
        inviter_punches: null,
        came_back_entry_id: null,
      },
    ]);
    const { rows: codes } = await db.query("select code from invite_codes order by code");
    expect(codes).toEqual([{ code: "ABCD2345" }, { code: "OLD23456" }]);

    await db.query(
      "update referrals set status = 'held', hold_reason = 'blocked' where friend_id = $1",
      [bob],
    );
    for (const reason of ["joined_before", "return_voided"]) {
      await db.query("update referrals set hold_reason = $2 where friend_id = $1", [cy, reason]);
    }
    await db.query("update referrals set status = 'voided' where friend_id = $1", [cy]);
    await db.query("insert into join_marks (mark) values ('a-keyed-hash')");
    const { rows: marks } = await db.query(
      "select mark, joined_at > now() - interval '1 minute' as recent from join_marks",
    );
    expect(marks).toEqual([{ mark: "a-keyed-hash", recent: true }]);
  });
});
