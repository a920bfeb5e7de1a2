import type { AutomationKind } from "../../lib/db/schema";
import type * as Automations from "../../lib/messaging/automations";
import type { AutomationSettings } from "../../lib/messaging/automations";
import type * as Prune from "../../lib/messaging/prune";
import { daysBefore } from "../../lib/messaging/shop-days";
import { shopDay, startOfShopDay } from "../../lib/settings/shop-day";
import { Client, closeDb, createUser, sql } from "../support/api";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import { addVisits } from "../support/messages";
import { hasErrorShape } from "../support/safety";

// The shop's own messages with a clock the test holds: runAutomations({ now }) is called here
// directly (as the 15-minute job calls it with the time), on a private database whose app
// server works no job queue, so no real-time run sends anything in between.
jest.setTimeout(180_000);

// pg-boss is an ES module, which Jest loads only under --experimental-vm-modules. No customer
// here has a phone, so no message is pushed and the queue is never reached: were it reached,
// this would fail the test rather than pretend.
jest.mock("../../lib/queue/boss", () => {
  const unreachable = () => {
    throw new Error("the job queue is not reachable from this test");
  };
  return { jobs: unreachable, enqueue: unreachable, startWorkers: unreachable };
});

const NY = "America/New_York";
let stack: IsolatedStack | undefined;
let admin: Client;
let auto: typeof Automations;
let prune: typeof Prune;

beforeAll(async () => {
  stack = await startIsolatedStack(120_000, { JOBS: "0" });
  // The modules read DATABASE_URL when first loaded: the private database's.
  process.env.DATABASE_URL = stack.databaseUrl;
  auto = await import("../../lib/messaging/automations");
  prune = await import("../../lib/messaging/prune");
  admin = await new Client(stack.baseUrl).login(stack.admin.username, stack.admin.password);
  const zone = await admin.put("/api/settings", { timeZone: NY, shopName: "Bean & Crumb" });
  expect(zone.status).toBe(200);
});

afterAll(async () => {
  await (await import("../../lib/db/client")).pool.end();
  await closeDb();
  await stack?.close();
});

const today = shopDay(new Date(), NY);

/** The instant New York's clock shows `time` on the day `offset` days from today there. */
function at(offset: number, time: string, day = daysBefore(today, -offset)): Date {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return new Date(startOfShopDay(day, NY) + (h * 60 + m) * 60_000);
}
const on = (day: string, time: string) => at(0, time, day);

type Row = { kind: string; title: string; body: string; dedupe_key: string; created_at: Date };
async function messagesOf(userId: string): Promise<Row[]> {
  const { rows } = await sql().query<Row>(
    "select kind, title, body, dedupe_key, created_at from inbox_messages where user_id = $1 order by created_at, id",
    [userId],
  );
  return rows;
}
const kindsOf = async (userId: string) => (await messagesOf(userId)).map((m) => m.kind);

/** Switches on exactly these automations (We miss you with its days), the others off. */
async function enable(kinds: Partial<Record<AutomationKind, { days?: number }>>) {
  const { body } = await admin.get<AutomationSettings>("/api/automations");
  const answer = await admin.put("/api/automations", {
    automations: body.automations.map((a) => ({
      kind: a.kind,
      enabled: a.kind in kinds,
      title: a.title,
      body: a.body,
      days: kinds[a.kind]?.days ?? a.days,
    })),
  });
  expect(answer.status).toBe(200);
}

const run = (now: Date) => auto.runAutomations({ now });

async function customer(options: { punches?: number } = {}) {
  const user = await createUser(options);
  return user.id;
}

/** A card whose last punch (and last change) was at `since`. */
async function cardQuietSince(userId: string, since: Date, changes = "") {
  await sql().query(
    `update punch_cards set last_punch_at = $2, updated_at = $2 ${changes} where user_id = $1`,
    [userId, since],
  );
}

describe("the automations' settings", () => {
  it("are the admin's: off with the shop's default texts until switched on", async () => {
    for (const role of ["staff", "user"] as const) {
      const someone = await createUser({ role });
      const client = await new Client(stack!.baseUrl).login(someone.username, someone.password);
      const refused = await client.get("/api/automations");
      expect(refused.status).toBe(403);
      expect(hasErrorShape(refused)).toBe(true);
      expect((await client.put("/api/automations", {})).status).toBe(403);
    }
    expect((await new Client(stack!.baseUrl).get("/api/automations")).status).toBe(401);

    const { body } = await admin.get<AutomationSettings>("/api/automations");
    expect(body).toMatchObject({
      quietHours: { start: "21:00", end: "09:00" },
      timeZone: NY,
      shopName: "Bean & Crumb",
    });
    expect(body.automations.map((a) => [a.kind, a.enabled, a.days])).toEqual([
      ["welcome", false, null],
      ["one_away", false, null],
      ["reward_waiting", false, null],
      ["miss_you", false, 28],
      ["birthday", false, null],
    ]);
    expect(body.automations[1]).toMatchObject({
      title: "One more punch, {name}",
      body: "Your next visit fills your card: a free {reward} is waiting at {shop}.",
      sentLast30Days: 0,
    });

    const bad = await admin.put("/api/automations", {
      automations: [{ kind: "welcome", enabled: true, title: "Hi {nmae}", body: "x" }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: "Title: {nmae} is not a placeholder. Use {name}, {shop}, {punches} or {reward}",
    });
  });
});

describe("the shop's own messages, with a clock the test holds", () => {
  it("Welcome goes once, at the end of the quiet hours in the shop's time zone", async () => {
    await enable({ welcome: {} });
    const id = await customer();
    await sql().query("update users set name = 'Maya Lopez' where id = $1", [id]);

    // 08:59 in New York is 13:59 UTC: quiet for the shop, whatever UTC's clock says.
    const early = await run(at(1, "08:59"));
    expect(early).toEqual({ quietUntil: at(1, "09:00"), sent: {} });
    expect(await messagesOf(id)).toEqual([]);

    await run(at(1, "09:00"));
    await run(at(1, "10:00"));
    await run(at(2, "12:00"));
    expect(await messagesOf(id)).toEqual([
      {
        kind: "welcome",
        title: "Welcome to Bean & Crumb, Maya!",
        body: "Every visit adds a punch to your card. A full card earns you a free product.",
        dedupe_key: "welcome",
        created_at: at(1, "09:00"),
      },
    ]);
    const { body } = await admin.get<AutomationSettings>("/api/automations");
    expect(body.automations[0]!.sentLast30Days).toBeGreaterThanOrEqual(1);
  });

  it("One punch away waits three days after the ninth punch, once per card", async () => {
    await enable({ one_away: {} });
    const id = await customer({ punches: 9 });
    await cardQuietSince(id, at(0, "12:00"));

    await run(at(2, "12:00"));
    await run(at(3, "11:59"));
    expect(await messagesOf(id)).toEqual([]);
    await run(at(3, "12:00"));
    await run(at(4, "12:00"));
    expect((await messagesOf(id)).map((m) => [m.title, m.dedupe_key])).toEqual([
      [`One more punch, Name`, "one-away:0"],
    ]);

    // The card handed over and filled to nine again: a new card, a new message.
    await cardQuietSince(id, at(5, "12:00"), ", cycle = 1");
    await run(at(8, "12:00"));
    expect((await messagesOf(id)).map((m) => m.dedupe_key)).toEqual(["one-away:0", "one-away:1"]);
  });

  it("Reward waiting comes after seven days of a full card, once", async () => {
    await enable({ reward_waiting: {} });
    const id = await customer({ punches: 10 });
    await cardQuietSince(id, at(0, "12:00"));
    await run(at(6, "12:00"));
    expect(await messagesOf(id)).toEqual([]);
    await run(at(7, "12:00"));
    await run(at(8, "12:00"));
    expect((await messagesOf(id)).map((m) => [m.kind, m.dedupe_key])).toEqual([
      ["reward_waiting", "reward-waiting:0"],
    ]);
  });

  it("One punch away is one punch from the card's next reward: the cookie at 5, then the coffee at 10", async () => {
    await enable({ one_away: {} });
    const id = await customer({ punches: 4 });
    const rewards = JSON.stringify([
      { at: 5, name: "Free cookie" },
      { at: 10, name: "Free coffee" },
    ]);
    await cardQuietSince(id, at(0, "12:00"), `, rewards = '${rewards}'::jsonb`);
    await run(at(3, "12:00"));
    expect((await messagesOf(id)).map((m) => m.dedupe_key)).toEqual(["one-away:0:5"]);
    // {reward} is the reward the message is about, on the customer's own card: the cookie.
    expect((await messagesOf(id))[0]!.body).toBe(
      "Your next visit fills your card: a free cookie is waiting at Bean & Crumb.",
    );
    // Past the cookie, not yet one punch from the coffee: nothing more.
    await cardQuietSince(id, at(4, "12:00"), ", punches = 6");
    await run(at(8, "12:00"));
    expect(await messagesOf(id)).toHaveLength(1);
    await cardQuietSince(id, at(9, "12:00"), ", punches = 9");
    await run(at(12, "12:00"));
    expect((await messagesOf(id)).map((m) => m.dedupe_key)).toEqual(["one-away:0:5", "one-away:0"]);
    expect((await messagesOf(id))[1]!.body).toContain("a free coffee is waiting");
  });

  it("Reward waiting is any reward reached and not handed over", async () => {
    await enable({ reward_waiting: {} });
    const rewards = JSON.stringify([
      { at: 5, name: "Free cookie" },
      { at: 10, name: "Free coffee" },
    ]);
    const waiting = await customer({ punches: 6 });
    const handed = await customer({ punches: 6 });
    await cardQuietSince(waiting, at(0, "12:00"), `, rewards = '${rewards}'::jsonb`);
    await cardQuietSince(handed, at(0, "12:00"), `, rewards = '${rewards}'::jsonb, handed = 1`);
    await run(at(7, "12:00"));
    expect((await messagesOf(waiting)).map((m) => m.dedupe_key)).toEqual(["reward-waiting:0:1"]);
    // The reward waiting is the cookie, not the card's last reward.
    expect((await messagesOf(waiting))[0]!.title).toBe("Your free cookie is still here");
    expect(await messagesOf(handed)).toEqual([]);
  });

  it("We miss you: two visits, then N days away, once per absence", async () => {
    await enable({ miss_you: { days: 28 } });
    const regular = await customer();
    const once = await customer();
    await addVisits(regular, [at(-40, "12:00"), at(-30, "12:00")]);
    await addVisits(once, [at(-40, "12:00")]);

    await run(at(-3, "12:00"));
    expect(await messagesOf(regular)).toEqual([]);
    await run(at(-2, "12:00"));
    await run(at(0, "12:00"));
    const lastVisit = daysBefore(today, 30);
    expect((await messagesOf(regular)).map((m) => m.dedupe_key)).toEqual([`miss-you:${lastVisit}`]);

    // Back the next day, then away again for 28 days: a second absence, a second message.
    await addVisits(regular, [at(1, "12:00")]);
    await run(at(28, "12:00"));
    expect(await messagesOf(regular)).toHaveLength(1);
    await run(at(29, "12:00"));
    expect((await messagesOf(regular)).map((m) => m.dedupe_key)).toEqual([
      `miss-you:${lastVisit}`,
      `miss-you:${daysBefore(today, -1)}`,
    ]);
    expect(await messagesOf(once)).toEqual([]);
  });

  it("sends one automatic message a shop day at most, and three in seven", async () => {
    await enable({ welcome: {}, one_away: {}, reward_waiting: {}, miss_you: { days: 28 } });
    const id = await customer();
    await addVisits(id, [at(-40, "12:00"), at(-35, "12:00")]);
    // Due at once: Welcome (new), One punch away (at 9 for five days), We miss you.
    await sql().query("update punch_cards set punches = 9 where user_id = $1", [id]);
    await cardQuietSince(id, at(-5, "12:00"));

    await run(at(1, "09:30"));
    await run(at(1, "15:00"));
    await run(at(1, "20:59"));
    expect(await kindsOf(id)).toEqual(["welcome"]);
    await run(at(2, "09:30"));
    expect(await kindsOf(id)).toEqual(["welcome", "one_away"]);
    await run(at(3, "09:30"));
    expect(await kindsOf(id)).toEqual(["welcome", "one_away", "miss_you"]);

    // The card fills and waits: Reward waiting is due, but three went in the last seven days.
    await sql().query(
      "update punch_cards set punches = 10, is_complete = true where user_id = $1",
      [id],
    );
    await cardQuietSince(id, at(-10, "12:00"));
    for (const day of [4, 5, 6, 7]) await run(at(day, "09:30"));
    expect(await kindsOf(id)).toHaveLength(3);
    // Day 1 leaves the window on day 8.
    await run(at(8, "09:30"));
    expect(await kindsOf(id)).toEqual(["welcome", "one_away", "miss_you", "reward_waiting"]);
  });

  it("Birthday: a gift token valid 30 days, once a year, and nothing for a birthday entered fewer than 30 days before", async () => {
    await enable({ birthday: {} });
    // Quiet from 02:00 to 06:00 for this test, so the evening before is not quiet.
    await admin.put("/api/automations", { quietHours: { start: "02:00", end: "06:00" } });
    try {
      const entered = {
        early: on("2026-04-01", "12:00"),
        late: on("2026-06-01", "12:00"),
        thirtyDays: on("2026-05-17", "23:59"),
        twentyNineDays: on("2026-05-18", "00:01"),
      };
      const ids: Record<string, string> = {};
      for (const [name, setAt] of Object.entries(entered)) {
        ids[name] = await customer();
        await sql().query(
          `insert into notification_settings (user_id, birthday_month, birthday_day, birthday_set_at)
           values ($1, 6, 16, $2)`,
          [ids[name], setAt],
        );
      }
      // 01:30 UTC on the 16th is still the 15th in New York: not yet.
      await run(new Date("2026-06-16T01:30:00Z"));
      for (const id of Object.values(ids)) expect(await messagesOf(id)).toEqual([]);

      const morning = on("2026-06-16", "10:00");
      await run(morning);
      await run(on("2026-06-16", "18:00"));
      const gifts = async (id: string) =>
        (
          await sql().query<{ kind: string; expires_at: Date; used_at: Date | null }>(
            "select kind, expires_at, used_at from punch_tokens where owner_id = $1 order by expires_at",
            [id],
          )
        ).rows;
      for (const name of ["early", "thirtyDays"]) {
        expect((await messagesOf(ids[name]!)).map((m) => [m.kind, m.dedupe_key])).toEqual([
          ["birthday", "birthday:2026"],
        ]);
        expect(await gifts(ids[name]!)).toEqual([
          { kind: "gift", expires_at: new Date(+morning + 30 * 86_400_000), used_at: null },
        ]);
      }
      for (const name of ["late", "twentyNineDays"]) {
        expect(await messagesOf(ids[name]!)).toEqual([]);
        expect(await gifts(ids[name]!)).toEqual([]);
      }

      // A year on, every one of them has had the birthday for long enough.
      await run(on("2027-06-16", "10:00"));
      for (const name of Object.keys(entered))
        expect((await messagesOf(ids[name]!)).at(-1)?.dedupe_key).toBe("birthday:2027");
      expect(await gifts(ids.early!)).toHaveLength(2);

      // The gift is a punch the customer redeems like a level-up token.
      const [token] = (
        await sql().query<{ id: string }>(
          "select id from punch_tokens where owner_id = $1 and expires_at > now()",
          [ids.late],
        )
      ).rows;
      const { rows: users } = await sql().query<{ username: string }>(
        "select username from users where id = $1",
        [ids.late],
      );
      const phone = await new Client(stack!.baseUrl).login(users[0]!.username, "secret-pass");
      const used = await phone.post("/api/token/use", { tokenId: token!.id });
      expect(used.status).toBe(200);
    } finally {
      await admin.put("/api/automations", { quietHours: { start: "21:00", end: "09:00" } });
    }
  });

  it("the inbox keeps 180 days", async () => {
    const id = await customer();
    const now = new Date();
    await sql().query(
      `insert into inbox_messages (user_id, kind, title, dedupe_key, created_at)
       values ($1, 'campaign', 'old', 'old', $2), ($1, 'campaign', 'kept', 'kept', $3)`,
      [id, new Date(+now - 181 * 86_400_000), new Date(+now - 179 * 86_400_000)],
    );
    await prune.pruneInbox({ now });
    expect((await messagesOf(id)).map((m) => m.title)).toEqual(["kept"]);
  });
});
