import type { CampaignView } from "../../lib/messaging/campaigns";
import { quietUntil } from "../../lib/messaging/quiet-hours";
import {
  Client,
  closeDb,
  createUser,
  sql,
  uniqueName,
  xpToReach,
  type TestUser,
} from "../support/api";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import { addVisits, lapsedCustomers, removeCustomers, setQuietHours } from "../support/messages";
import { eventually, receivedPushes, subscribedPhone } from "../support/push";
import { hasErrorShape } from "../support/safety";

// On a private database and app server (its workers on, the tests' push stand-in allowed):
// a segment is the whole shop, so "exactly these customers" is exact.
jest.setTimeout(180_000);

type Answer = { campaign: CampaignView };
type InboxRow = { user_id: string; title: string; body: string; link: string; push_status: string };

let stack: IsolatedStack | undefined;
const people = {} as { admin: Client; customerA: Client; anonymous: Client };
const made: string[] = [];

const signIn = (user: Pick<TestUser, "username" | "password">) =>
  new Client(stack!.baseUrl).login(user.username, user.password);

beforeAll(async () => {
  stack = await startIsolatedStack();
  // The test's own queries go to the private database too.
  process.env.DATABASE_URL = stack.databaseUrl;
  people.admin = await signIn(stack.admin);
  const a = await createUser();
  made.push(a.id);
  people.customerA = await signIn(a);
  people.anonymous = new Client(stack.baseUrl);
  // Campaigns go at once: the tests never wait for the end of the shop's quiet hours.
  await setQuietHours(people.admin, "00:00", "00:00");
});

// Each test's customers go after it: the next test's segment holds only its own.
afterEach(() => removeCustomers(made));

afterAll(async () => {
  await closeDb();
  await stack?.close();
});

async function campaignRows(id: string): Promise<InboxRow[]> {
  const { rows } = await sql().query<InboxRow>(
    "select user_id, title, body, link, push_status from inbox_messages where campaign_id = $1",
    [id],
  );
  return rows;
}

/** Waits until the campaign is sent and its pushes settled. */
async function sent(id: string): Promise<CampaignView> {
  return eventually(
    async () => {
      const { body } = await people.admin.get<Answer>(`/api/campaigns/${id}`);
      if (body.campaign.status !== "sent") return undefined;
      const rows = await campaignRows(id);
      return rows.some((r) => ["pending", "sending"].includes(r.push_status))
        ? undefined
        : body.campaign;
    },
    { what: `campaign ${id}`, timeoutMs: 60_000 },
  );
}

describe("campaigns", () => {
  it("are the admin's: customers and staff are refused, a wrong segment is a 400", async () => {
    const staff = await signIn(await createUser({ role: "staff" }));
    for (const client of [people.customerA, staff]) {
      const list = await client.get("/api/campaigns");
      expect(list.status).toBe(403);
      expect(hasErrorShape(list)).toBe(true);
      const post = await client.post("/api/campaigns", {
        title: "Hi",
        body: "Hello",
        segment: { kind: "everyone" },
      });
      expect(post.status).toBe(403);
      expect((await client.get("/api/campaigns/audience?kind=everyone")).status).toBe(403);
    }
    expect((await people.anonymous.get("/api/campaigns")).status).toBe(401);
    const bad = await people.admin.post("/api/campaigns", {
      title: "Hi",
      body: "Hello",
      segment: { kind: "lapsed" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: "Days must be a number" });
    const missing = await people.admin.get("/api/campaigns/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: "Campaign not found" });
  });

  it("count each segment's customers before sending", async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const fresh = await createUser();
    const regular = await createUser();
    await addVisits(regular.id, [daysAgo(3)]);
    const [gone] = await lapsedCustomers(1);
    const [wasRegular] = await lapsedCustomers(1, { visitedDaysAgo: 45 });
    const oneAway = await createUser({ punches: 9 });
    const full = await createUser({ punches: 10 });
    const silver = await createUser({ xp: xpToReach(10) });
    const gold = await createUser({ xp: xpToReach(20) });
    made.push(
      ...[fresh, regular, oneAway, full, silver, gold].map((u) => u.id),
      gone!,
      wasRegular!,
    );
    await createUser({ role: "staff" });

    const count = async (query: string) => {
      const answer = await people.admin.get<{ customers: number }>(
        `/api/campaigns/audience?${query}`,
      );
      expect(answer.status).toBe(200);
      return answer.body.customers;
    };
    expect({
      everyone: await count("kind=everyone"),
      active7: await count("kind=active&days=7"),
      active60: await count("kind=active&days=60"),
      lapsed30: await count("kind=lapsed&days=30"),
      lapsed365: await count("kind=lapsed&days=365"),
      oneAway: await count("kind=one-away"),
      rewardWaiting: await count("kind=reward-waiting"),
      silver: await count("kind=tier&tier=Silver"),
      gold: await count("kind=tier&tier=Gold"),
      bronze: await count("kind=tier&tier=Bronze"),
    }).toEqual({
      everyone: 8,
      active7: 1,
      active60: 2,
      lapsed30: 2,
      lapsed365: 1,
      oneAway: 1,
      rewardWaiting: 1,
      silver: 2,
      gold: 1,
      bronze: 8,
    });
    const bad = await people.admin.get("/api/campaigns/audience?kind=tier&tier=Wood");
    expect(bad.status).toBe(400);
  });

  it("reach exactly the segment's customers, once each, in the inbox and on their phones", async () => {
    // Lapsed for a year: customers for 400 days with no visit in the last 365, which only
    // this test's customers are. Beside them: one who came last week, and a new customer.
    const lapsed = await lapsedCustomers(4);
    const [maya, blank, offersOff, noPhone] = lapsed;
    made.push(...lapsed);
    const cameBack = (await lapsedCustomers(1, { visitedDaysAgo: 7 }))[0]!;
    const newcomer = await createUser();
    made.push(cameBack, newcomer.id);
    await sql().query("update users set name = 'Maya Lopez' where id = $1", [maya]);
    await sql().query("update users set name = '' where id = $1", [blank]);
    await sql().query("update punch_cards set punches = 4 where user_id = $1", [maya]);
    await sql().query("insert into notification_settings (user_id, offers) values ($1, false)", [
      offersOff,
    ]);
    const phones = {
      maya: await subscribedPhone(maya!),
      blank: await subscribedPhone(blank!),
      offersOff: await subscribedPhone(offersOff!),
      cameBack: await subscribedPhone(cameBack),
      newcomer: await subscribedPhone(newcomer.id),
    };
    void noPhone;

    const { body: shop } = await people.admin.get<{ shopName: string; rewardName: string }>(
      "/api/automations",
    );
    const text = `4 punches so far: come by ${shop.shopName} for your free ${shop.rewardName}.`;
    const segment = { kind: "lapsed", days: 365 };
    const audience = await people.admin.get<{ customers: number }>(
      "/api/campaigns/audience?kind=lapsed&days=365",
    );
    expect(audience.body).toEqual({ customers: 4 });

    const created = await people.admin.post<Answer>("/api/campaigns", {
      title: "We kept your card, {name}",
      body: "{punches} punches so far: come by {shop} for your free {reward}.",
      link: "/user/dashboard",
      segment,
    });
    expect(created.status).toBe(201);
    expect(created.body.campaign).toMatchObject({
      status: "scheduled",
      segment,
      link: "/user/dashboard",
    });
    const campaign = await sent(created.body.campaign.id);

    const rows = await campaignRows(campaign.id);
    expect(rows.map((r) => r.user_id).sort()).toEqual([...lapsed].sort());
    const { rows: usernames } = await sql().query<{ username: string }>(
      "select username from users where id = $1",
      [blank],
    );
    const byUser = new Map(rows.map((r) => [r.user_id, r]));
    expect(byUser.get(maya!)).toMatchObject({
      title: "We kept your card, Maya",
      body: text,
      link: "/user/dashboard",
      push_status: "sent",
    });
    expect(byUser.get(blank!)?.title).toBe(`We kept your card, ${usernames[0]!.username}`);
    // Offers turned off: the inbox still has it, the phone does not.
    expect(byUser.get(offersOff!)?.push_status).toBe("skipped");
    expect(byUser.get(noPhone!)?.push_status).toBe("skipped");
    // The pushes settle after the campaign reads as sent: these are the counts once they have.
    const settled = { recipients: 4, pushed: 2, failed: 0, opened: 0 };
    expect((await sent(campaign.id)).counts).toEqual(settled);

    const mayaPushes = await receivedPushes(phones.maya);
    expect(mayaPushes).toEqual([
      {
        id: expect.any(Number),
        title: "We kept your card, Maya",
        body: text,
        link: "/user/dashboard",
      },
    ]);
    expect(await receivedPushes(phones.blank)).toHaveLength(1);
    for (const phone of [phones.offersOff, phones.cameBack, phones.newcomer])
      expect(await receivedPushes(phone)).toEqual([]);

    // Listed newest first with the same figures; too late to cancel.
    const list = await people.admin.get<{ campaigns: CampaignView[] }>("/api/campaigns");
    expect(list.body.campaigns[0]).toMatchObject({ id: campaign.id, counts: settled });
    const cancel = await people.admin.post(`/api/campaigns/${campaign.id}/cancel`);
    expect(cancel.status).toBe(409);
    expect(hasErrorShape(cancel)).toBe(true);
  });

  it("goes at its set time, and a cancelled one never goes", async () => {
    const [customer] = await lapsedCustomers(1);
    made.push(customer!);
    const later = await people.admin.post<Answer>("/api/campaigns", {
      title: "Soon",
      body: "A little later",
      segment: { kind: "lapsed", days: 365 },
      sendAt: new Date(Date.now() + 4_000).toISOString(),
    });
    const cancelled = await people.admin.post<Answer>("/api/campaigns", {
      title: "Never",
      body: "Called off",
      segment: { kind: "lapsed", days: 365 },
      sendAt: new Date(Date.now() + 4_000).toISOString(),
    });
    expect(later.body.campaign.status).toBe("scheduled");
    expect(await campaignRows(later.body.campaign.id)).toEqual([]);
    const cancel = await people.admin.post<Answer>(
      `/api/campaigns/${cancelled.body.campaign.id}/cancel`,
    );
    expect(cancel.status).toBe(200);
    expect(cancel.body.campaign).toMatchObject({
      status: "cancelled",
      cancelledAt: expect.any(String),
    });

    const done = await sent(later.body.campaign.id);
    expect(done.counts.recipients).toBe(1);
    expect(Date.parse(done.startedAt!)).toBeGreaterThanOrEqual(Date.parse(done.sendAt));
    expect(await campaignRows(cancelled.body.campaign.id)).toEqual([]);
    const { body } = await people.admin.get<Answer>(`/api/campaigns/${cancelled.body.campaign.id}`);
    expect(body.campaign.status).toBe("cancelled");
  });

  it("waits for the end of the shop's quiet hours", async () => {
    const { body: settings } = await people.admin.get<{ timeZone: string }>("/api/automations");
    const hhmm = (d: Date) =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone: settings.timeZone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(d);
    // Quiet from an hour ago to an hour from now, in the shop's time zone.
    const start = hhmm(new Date(Date.now() - 3_600_000));
    const end = hhmm(new Date(Date.now() + 3_600_000));
    await setQuietHours(people.admin, start, end);
    try {
      const [customer] = await lapsedCustomers(1);
      made.push(customer!);
      const now = new Date();
      const created = await people.admin.post<Answer>("/api/campaigns", {
        title: "Late offer",
        body: "Tomorrow only",
        segment: { kind: "lapsed", days: 365 },
      });
      expect(created.status).toBe(201);
      const expected = quietUntil(now, {
        timeZone: settings.timeZone,
        quietStartMinutes: Number(start.slice(0, 2)) * 60 + Number(start.slice(3)),
        quietEndMinutes: Number(end.slice(0, 2)) * 60 + Number(end.slice(3)),
      })!;
      expect(created.body.campaign).toMatchObject({
        status: "scheduled",
        sendAt: expected.toISOString(),
      });
      expect(Date.parse(created.body.campaign.sendAt) - Date.now()).toBeGreaterThan(50 * 60_000);
      // Its job waits for that time: a moment later, still nothing sent.
      await new Promise((r) => setTimeout(r, 3_000));
      const { body } = await people.admin.get<Answer>(`/api/campaigns/${created.body.campaign.id}`);
      expect(body.campaign.status).toBe("scheduled");
      expect(await campaignRows(created.body.campaign.id)).toEqual([]);
      await people.admin.post(`/api/campaigns/${created.body.campaign.id}/cancel`);
    } finally {
      await setQuietHours(people.admin, "00:00", "00:00");
    }
  });
});

describe("news", () => {
  it("reaches the inbox of customers who want news, and their phones, once", async () => {
    const wants = await createUser();
    const declines = await createUser();
    made.push(wants.id, declines.id);
    await sql().query("insert into notification_settings (user_id, news) values ($1, false)", [
      declines.id,
    ]);
    const phones = [await subscribedPhone(wants.id), await subscribedPhone(declines.id)];
    const admin = people.admin;
    const title = `Open late ${uniqueName("")}`;
    const posted = await admin.post<{ id: string }>("/api/announcements", {
      title,
      content: "Friday until 22:00, {name}.",
    });
    expect(posted.status).toBe(201);

    const row = await eventually(
      async () => {
        const { rows } = await sql().query<InboxRow & { dedupe_key: string }>(
          "select user_id, title, body, link, push_status, dedupe_key from inbox_messages where user_id = $1 and kind = 'announcement'",
          [wants.id],
        );
        return rows[0] && rows[0].push_status === "sent" ? rows : undefined;
      },
      { what: "the news" },
    );
    expect(row).toEqual([
      {
        user_id: wants.id,
        title,
        body: "Friday until 22:00, {name}.",
        link: "/announcements",
        push_status: "sent",
        dedupe_key: `announcement:${posted.body.id}`,
      },
    ]);
    expect((await receivedPushes(phones[0]!)).map((p) => p.title)).toEqual([title]);
    const { rows: none } = await sql().query(
      "select 1 from inbox_messages where user_id = $1 and kind = 'announcement'",
      [declines.id],
    );
    expect(none).toEqual([]);
    expect(await receivedPushes(phones[1]!)).toEqual([]);
  });
});
