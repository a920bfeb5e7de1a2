import type { Client as Pg } from "pg";
import { closeDb } from "../support/api";
import { migrate, scratchDatabase } from "../support/migrations";

afterAll(closeDb);

const EDITED = "_automation-texts-edited";

// Before this migration an automation's row held its text whatever it was: the English default
// saved with the switch, or the owner's own words. The defaults become each customer's language;
// an owner's words stay theirs, for everyone.
describe("the automations' edited texts migration", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Pg;

  beforeAll(async () => {
    scratch = await scratchDatabase("punchcard_automation_texts");
    db = scratch.db;
  });
  afterAll(() => scratch?.drop());

  it("marks the English defaults as not edited and keeps every other text as the owner's", async () => {
    await migrate(db, "before", EDITED);
    const rows: [string, boolean, string, string][] = [
      [
        "welcome",
        true,
        "Welcome to {shop}, {name}!",
        "Every visit adds a punch to your card. A full card earns you a free {reward}.",
      ],
      [
        "miss_you",
        false,
        "We miss you, {name}",
        "It's been a while! Your card is at {punches} of 10. Come by {shop} and add the next punch.",
      ],
      // The title reworded, the text left: the owner's message, as a whole.
      [
        "reward_waiting",
        true,
        "Your {reward} is ready",
        "Your card is full, {name}. Show it at the counter next time you pass {shop}.",
      ],
      ["one_away", true, "Almost there, {name}!", "One more visit to {shop}."],
    ];
    for (const [kind, enabled, title, body] of rows) {
      await db.query(
        "insert into automations (kind, enabled, title, body) values ($1, $2, $3, $4)",
        [kind, enabled, title, body],
      );
    }

    await migrate(db, "from", EDITED);

    const { rows: after } = await db.query<{ kind: string; edited: boolean; title: string }>(
      "select kind, edited, title from automations order by kind",
    );
    expect(after).toEqual([
      { kind: "welcome", edited: false, title: "Welcome to {shop}, {name}!" },
      { kind: "one_away", edited: true, title: "Almost there, {name}!" },
      { kind: "reward_waiting", edited: true, title: "Your {reward} is ready" },
      { kind: "miss_you", edited: false, title: "We miss you, {name}" },
    ]);
  });
});
