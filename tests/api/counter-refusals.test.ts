import { randomBytes } from "node:crypto";
import { maskUsername } from "../../lib/rewards/rules";
import {
  DAILY_LIMIT_REACHED,
  EARNING_BLOCKED,
  INVALID_TOKEN,
  INVALID_TOKEN_TITLE,
  TOKEN_EXPIRED,
} from "../../lib/rewards/messages";
import { Client, closeDb, createUser, sql } from "../support/api";
import { english } from "../support/english";
import { EventStream } from "../support/event-stream";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import { insertToken } from "../support/rewards";

// The cooldown and the daily maximum are the shop's settings, one row for everyone: these
// tests run on a private app server and database, so they cannot refuse another suite's punches.
jest.setTimeout(120_000);

let stack: IsolatedStack | undefined;
let events: EventStream;
beforeAll(async () => {
  stack = await startIsolatedStack();
  process.env.DATABASE_URL = stack.databaseUrl;
  const staff = await createUser({ role: "staff" });
  const display = await new Client(stack.baseUrl).login(staff.username, staff.password);
  events = await EventStream.open(display, "/api/counter/events");
  expect(events.status).toBe(200);
  await events.next((e) => e.event === "ready");
}, 180_000);
afterAll(async () => {
  events?.close();
  await closeDb();
  await stack?.close();
});

async function rules(cooldownMinutes: number | null, maxPerDay: number | null) {
  await sql().query(
    `insert into shop_settings (shop_name, owner_handle, owner_url, messaging_app)
     values ('Punchcard', 'owner', 'https://example.com/owner', 'WhatsApp') on conflict (id) do nothing`,
  );
  await sql().query(
    `update shop_settings set punch_cooldown_minutes = $1, max_punches_per_day = $2`,
    [cooldownMinutes, maxPerDay],
  );
}

async function customer(fields: { punches?: number } = {}) {
  const user = await createUser(fields);
  const phone = await new Client(stack!.baseUrl).login(user.username, user.password);
  return { user, phone };
}

/** The display's refused frame for this token, parsed; it has no id, as it is never replayed. */
async function refusalOf(tokenId: string) {
  const frame = await events.next((e) => e.event === "refused" && e.data.includes(tokenId));
  expect(frame.id).toBeNull();
  // The display writes the words in the shop's language: the notice carries their keys.
  const refusal = JSON.parse(frame.data) as Record<string, unknown>;
  for (const field of ["title", "reason"])
    if (typeof refusal[field] === "string") refusal[field] = english(refusal[field]);
  return refusal;
}

describe("every refusal of a shop token reaches the counter display, with who and why", () => {
  afterEach(() => rules(null, null));

  it("a token already used: the one who lost the race for it", async () => {
    const token = await insertToken();
    const first = await customer();
    const second = await customer();
    expect((await first.phone.post("/api/token/use", { tokenId: token })).status).toBe(200);
    const refused = await second.phone.post("/api/token/use", { tokenId: token });
    expect(refused.status).toBe(404);
    expect(await refusalOf(token)).toEqual({
      tokenId: token,
      maskedName: maskUsername(second.user.username),
      title: english(INVALID_TOKEN_TITLE),
      reason: english(INVALID_TOKEN),
      at: expect.any(String),
    });
  });

  it("a token past its lifetime, and one voided with its batch", async () => {
    const { user, phone } = await customer();
    const expired = await insertToken();
    const voided = await insertToken();
    await sql().query(
      "update punch_tokens set expires_at = now() - interval '1 minute' where id = $1",
      [expired],
    );
    await sql().query("update punch_tokens set voided_at = now() where id = $1", [voided]);
    for (const token of [expired, voided]) {
      expect((await phone.post("/api/token/use", { tokenId: token })).status).toBe(410);
      expect(await refusalOf(token)).toMatchObject({
        maskedName: maskUsername(user.username),
        title: "QR code expired",
        reason: english(TOKEN_EXPIRED),
      });
    }
  });

  it("the cooldown and the daily maximum, with the wait", async () => {
    await rules(10, null);
    const { user, phone } = await customer();
    expect((await phone.post("/api/token/use", { tokenId: await insertToken() })).status).toBe(200);
    const cooling = await insertToken();
    expect((await phone.post("/api/token/use", { tokenId: cooling })).status).toBe(429);
    expect(await refusalOf(cooling)).toMatchObject({
      maskedName: maskUsername(user.username),
      title: "Not yet",
      reason: "You can collect your next punch in 10 minutes",
    });

    await rules(null, 1);
    const over = await insertToken();
    expect((await phone.post("/api/token/use", { tokenId: over })).status).toBe(429);
    expect(await refusalOf(over)).toMatchObject({
      title: "Not yet",
      reason: english(DAILY_LIMIT_REACHED),
    });
  });

  it("blocked earning; a full card is no refusal any more", async () => {
    const blocked = await customer();
    await sql().query("update users set earning_blocked_at = now() where id = $1", [
      blocked.user.id,
    ]);
    const token = await insertToken();
    expect((await blocked.phone.post("/api/token/use", { tokenId: token })).status).toBe(403);
    expect(await refusalOf(token)).toMatchObject({
      title: "Earning paused",
      reason: english(EARNING_BLOCKED),
    });

    // A full card is no refusal: the punch waits on the next card, and the display hears the
    // redemption with the reward to hand over.
    const full = await customer({ punches: 10 });
    const shop = await new Client(stack!.baseUrl).login(
      stack!.admin.username,
      stack!.admin.password,
    );
    const made = await shop.post<{ id: string }>("/api/admin/generate-token");
    expect(made.status).toBe(201);
    expect((await full.phone.post("/api/token/use", { tokenId: made.body.id })).status).toBe(200);
    const frame = await events.next((e) => e.event === "redeemed" && e.data.includes(made.body.id));
    expect(JSON.parse(frame.data)).toMatchObject({
      maskedName: maskUsername(full.user.username),
      punches: 10,
      size: 10,
      isComplete: true,
      added: 1,
      waiting: 1,
      rewardsWaiting: [expect.stringMatching(/^Free /)],
    });
  });

  it("nothing for an unknown token, nor for a customer's own level-up token", async () => {
    const { user, phone } = await customer();
    const own = await insertToken({ ownerId: user.id });
    const unknown = randomBytes(16).toString("base64url");
    await sql().query("update punch_tokens set voided_at = now() where id = $1", [own]);
    expect((await phone.post("/api/token/use", { tokenId: own })).status).toBe(410);
    expect((await phone.post("/api/token/use", { tokenId: unknown })).status).toBe(404);
    // A later refusal arrives, and nothing came before it for these two.
    const later = await insertToken();
    await sql().query("update punch_tokens set voided_at = now() where id = $1", [later]);
    expect((await phone.post("/api/token/use", { tokenId: later })).status).toBe(410);
    await refusalOf(later);
    const refusals = events.events.filter((e) => e.event === "refused").map((e) => e.data);
    expect(refusals.some((d) => d.includes(own) || d.includes(unknown))).toBe(false);
  });
});
