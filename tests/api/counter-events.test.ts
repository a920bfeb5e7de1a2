import { maskUsername } from "../../lib/rewards/rules";
import { ADMIN, Client, closeDb, createUser, signedIn, sql, type TestUser } from "../support/api";
import { EventStream } from "../support/event-stream";
import { insertToken } from "../support/rewards";
import { startAppServer, type AppServer } from "../support/server";

const EVENTS = "/api/counter/events";

type Redeemed = {
  id: number;
  tokenId: string;
  userId: string;
  maskedName: string;
  punches: number;
  isComplete: boolean;
  at: string;
};

let staff: Client;
let customer: TestUser;
let shopper: Client;
const open: EventStream[] = [];

async function stream(client: Client, path = EVENTS, headers: Record<string, string> = {}) {
  const s = await EventStream.open(client, path, headers);
  open.push(s);
  return s;
}

async function redeem(client: Client, tokenId: string) {
  const answer = await client.post("/api/token/use", { tokenId });
  expect(answer.status).toBe(200);
}

async function ledgerIdOf(tokenId: string) {
  const { rows } = await sql().query<{ id: string }>(
    "select id from reward_ledger where token_id = $1",
    [tokenId],
  );
  return Number(rows[0]!.id);
}

beforeAll(async () => {
  staff = await signedIn(await createUser({ role: "staff" }));
  customer = await createUser();
  shopper = await signedIn(customer);
});

afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

afterAll(closeDb);

describe("GET /api/counter/events", () => {
  it("streams a shop token's redemption to staff as it commits", async () => {
    const events = await stream(staff);
    expect(events.status).toBe(200);
    expect(events.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(events.headers.get("cache-control")).toContain("no-transform");
    // A new display is told where to resume from if its stream is ever cut.
    const ready = await events.next((e) => e.event === "ready");
    expect(ready.id).toMatch(/^\d+$/);

    const token = await insertToken();
    await redeem(shopper, token);
    const frame = await events.redemption(token);
    const event = JSON.parse(frame.data) as Redeemed;
    expect(event).toMatchObject({
      tokenId: token,
      userId: customer.id,
      maskedName: maskUsername(customer.username),
      punches: 1,
      isComplete: false,
    });
    // The event id is the ledger entry's id: a reconnect resumes after it.
    expect(Number(frame.id)).toBe(await ledgerIdOf(token));
    expect(event.id).toBe(Number(frame.id));
  });

  it("says 'Card Complete!' material: the tenth punch arrives with isComplete", async () => {
    const nearlyFull = await createUser({ punches: 9 });
    const client = await signedIn(nearlyFull);
    const events = await stream(staff);
    await events.next((e) => e.event === "ready");
    const token = await insertToken();
    await redeem(client, token);
    const event = JSON.parse((await events.redemption(token)).data) as Redeemed;
    expect(event).toMatchObject({ punches: 10, isComplete: true });
  });

  it("tells the display who was refused and why, for its shop token only, without an id", async () => {
    const events = await stream(staff);
    await events.next((e) => e.event === "ready");
    const blocked = await createUser();
    const phone = await signedIn(blocked);
    await sql().query("update users set earning_blocked_at = now() where id = $1", [blocked.id]);
    const token = await insertToken();
    const refused = await phone.post("/api/token/use", { tokenId: token });
    expect(refused.status).toBe(403);
    // Other files' refusals of shop tokens reach every display of this shared server too.
    const ours = (e: { event: string; data: string }, ...tokens: string[]) =>
      e.event === "refused" && tokens.includes((JSON.parse(e.data) as { tokenId: string }).tokenId);
    const frame = await events.next((e) => ours(e, token));
    expect(frame.id).toBeNull();
    expect(JSON.parse(frame.data)).toEqual({
      tokenId: token,
      maskedName: maskUsername(blocked.username),
      // Why, as a code: the display words it in the shop's language.
      reason: "blocked",
      at: expect.any(String),
    });
    // The token is still good: the display keeps showing it.
    const { rows } = await sql().query("select used_at from punch_tokens where id = $1", [token]);
    expect(rows[0].used_at).toBeNull();

    // A level-up token is the customer's own: nothing for the display. Nor a used token.
    const own = await insertToken({ ownerId: blocked.id });
    expect((await phone.post("/api/token/use", { tokenId: own })).status).toBe(403);
    await redeem(await signedIn(await createUser()), token);
    await events.redemption(token);
    expect(events.events.filter((e) => ours(e, token, own))).toHaveLength(1);
  });

  it("is for staff and admins only: customers 403, anonymous 401", async () => {
    const asCustomer = await stream(shopper);
    expect(asCustomer.status).toBe(403);
    expect(JSON.parse(asCustomer.body)).toMatchObject({ code: "forbidden" });
    const anonymous = await stream(new Client());
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({ code: "unauthorized" });
  });

  it("does not carry a customer's own level-up token", async () => {
    const events = await stream(staff);
    await events.next((e) => e.event === "ready");
    const own = await insertToken({ ownerId: customer.id });
    const shop = await insertToken();
    await redeem(shopper, own);
    await redeem(shopper, shop);
    await events.redemption(shop);
    expect(events.events.some((e) => e.data.includes(own))).toBe(false);
  });

  it("replays what a display missed when it reconnects with Last-Event-ID", async () => {
    const first = await stream(staff);
    const ready = await first.next((e) => e.event === "ready");
    first.close();

    // Redeemed while the display was away.
    const missed = [await insertToken(), await insertToken()];
    for (const token of missed) await redeem(shopper, token);

    const again = await stream(staff, EVENTS, { "last-event-id": ready.id! });
    const replayed = [await again.redemption(missed[0]!), await again.redemption(missed[1]!)];
    const [a, b] = replayed.map((e) => JSON.parse(e.data) as Redeemed);
    expect(b!.punches).toBe(a!.punches + 1);
    expect(a!.maskedName).toBe(maskUsername(customer.username));
    // ?after= (a display opening a new EventSource itself) resumes the same way.
    const byQuery = await stream(staff, `${EVENTS}?once=1&after=${ready.id}`);
    await byQuery.redemption(missed[1]!);
  });

  it("?once=1 ends the stream after the replay instead of staying open", async () => {
    const once = await stream(staff, `${EVENTS}?once=1`);
    expect(once.status).toBe(200);
    await once.finished();
    expect(once.events.map((e) => e.event)).toEqual(["ready"]);
  });

  it("refuses a malformed resume point or once value with 400, and ignores a junk Last-Event-ID", async () => {
    expect((await staff.get(`${EVENTS}?once=yes`)).status).toBe(400);
    expect((await staff.get(`${EVENTS}?once=1&after=-5`)).status).toBe(400);
    const junk = await stream(staff, `${EVENTS}?once=1`, { "last-event-id": "nonsense" });
    expect(junk.status).toBe(200);
    await junk.finished();
  });

  it("keeps streaming after its LISTEN connection is cut, with what was redeemed meanwhile", async () => {
    const events = await stream(staff);
    await events.next((e) => e.event === "ready");
    await sql().query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = 'punchcard-counter-feed'`,
    );
    const during = await insertToken();
    await redeem(shopper, during);
    await events.redemption(during, 15_000);
    const after = await insertToken();
    await redeem(shopper, after);
    await events.redemption(after, 15_000);
  });
});

describe("a counter stream ends with its access", () => {
  /** A staff member signed in on their own device, with an open display stream. */
  async function display() {
    const user = await createUser({ role: "staff" });
    const client = await signedIn(user);
    const events = await stream(client);
    expect(events.status).toBe(200);
    await events.next((e) => e.event === "ready");
    return { user, client, events };
  }

  /** A customer of their own, whose card never fills during these tests. */
  const newShopper = async () => signedIn(await createUser());

  /** Ends soon after its session does (at once, told by the database), and carries nothing after. */
  async function expectEnded(events: EventStream) {
    await events.finished(10_000);
    const token = await insertToken();
    await redeem(await newShopper(), token);
    expect(events.events.some((e) => e.data.includes(token))).toBe(false);
  }

  it("after the staff member signs out", async () => {
    const { client, events } = await display();
    const other = await display();
    expect((await client.post("/api/auth/logout")).status).toBe(200);
    await expectEnded(events);
    // Another staff member's display goes on.
    const token = await insertToken();
    await redeem(await newShopper(), token);
    await other.events.redemption(token);
  });

  it("after they sign out everywhere", async () => {
    const { client, events } = await display();
    expect((await client.post("/api/auth/logout-everywhere")).status).toBe(200);
    await expectEnded(events);
  });

  it("after an admin makes them a customer", async () => {
    const { user, events } = await display();
    const admin = await signedIn(ADMIN);
    expect((await admin.put(`/api/users/${user.id}`, { role: "user" })).status).toBe(200);
    await expectEnded(events);
  });

  it("after an admin deletes their account", async () => {
    const { user, events } = await display();
    const admin = await signedIn(ADMIN);
    expect((await admin.delete(`/api/users/${user.id}`)).status).toBe(200);
    await expectEnded(events);
  });
});

describe("the counter stream on several app servers", () => {
  let second: AppServer;
  beforeAll(async () => {
    second = await startAppServer();
  }, 90_000);
  afterAll(async () => {
    await second?.stop();
  });

  function on(server: AppServer, client: Client) {
    const copy = new Client(server.url);
    copy.cookie = client.cookie;
    return copy;
  }

  it("a redemption through a second app server reaches a display on the first", async () => {
    const events = await stream(staff);
    await events.next((e) => e.event === "ready");
    const token = await insertToken();
    await redeem(on(second, shopper), token);
    await events.redemption(token);
  });

  it("a display whose app server stopped resumes on another without missing a redemption", async () => {
    const events = await stream(on(second, staff));
    const ready = await events.next((e) => e.event === "ready");
    await second.stop();
    await events.finished();
    const token = await insertToken();
    await redeem(shopper, token);
    const resumed = await stream(staff, EVENTS, { "last-event-id": ready.id! });
    await resumed.redemption(token);
  });
});
