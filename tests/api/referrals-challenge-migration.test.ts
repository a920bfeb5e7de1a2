import type { Client as Pg } from "pg";
import { closeDb } from "../support/api";
import { migrateAsTheApp, scratchDatabase } from "../support/migrations";

afterAll(closeDb);

describe("the join challenge's same-authenticator migration", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Pg;

  beforeAll(async () => {
    scratch = await scratchDatabase("punchcard_same_authenticator_migration");
    db = scratch.db;
  });
  afterAll(() => scratch?.drop());

  it("keeps the ceremonies under way, each an ordinary one", async () => {
    await migrateAsTheApp(db, "before", "_referrals-same-authenticator");
    await db.query(
      `insert into webauthn_challenges (challenge, purpose, user_id, expires_at)
       values ('c-join', 'join', gen_random_uuid(), now() + interval '5 minutes'),
              ('c-login', 'login', null, now() + interval '5 minutes')`,
    );
    await migrateAsTheApp(db, "all");
    const { rows } = await db.query(
      "select challenge, purpose, same_authenticator from webauthn_challenges order by challenge",
    );
    expect(rows).toEqual([
      { challenge: "c-join", purpose: "join", same_authenticator: false },
      { challenge: "c-login", purpose: "login", same_authenticator: false },
    ]);
  });
});
