import { Client as Pg } from "pg";
import type { CampaignView } from "../../lib/messaging/campaigns";
import { Client, closeDb, sql } from "../support/api";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import { lapsedCustomers, setQuietHours } from "../support/messages";
import { eventually, receivedPushes, subscribedPhone } from "../support/push";
import { startAppServer, type AppServer } from "../support/server";

// A campaign's delivery when an app server dies in the middle of it: on a private database,
// with the stack's own server and a second one, both working the job queue.
jest.setTimeout(300_000);

const CUSTOMERS = 3000;

let stack: IsolatedStack | undefined;
const servers: AppServer[] = [];
let lock: Pg | undefined;

beforeAll(async () => {
  stack = await startIsolatedStack();
  process.env.DATABASE_URL = stack.databaseUrl;
});

afterAll(async () => {
  await lock?.end().catch(() => {});
  for (const server of servers) await server.stop();
  await closeDb();
  await stack?.close();
});

type Answer = { campaign: CampaignView };

it("a server killed mid-campaign: the rest is delivered from its cursor, once to each customer and phone", async () => {
  const admin = await new Client(stack!.baseUrl).login(
    stack!.admin.username,
    stack!.admin.password,
  );
  await setQuietHours(admin, "00:00", "00:00");
  const ids = await lapsedCustomers(CUSTOMERS);
  // Phones of customers the fan-outs reach after the crash.
  const phones = await Promise.all(ids.slice(2000, 2003).map((id) => subscribedPhone(id)));

  // This customer's row, locked here, stops both fan-outs in their second batch (an inbox row
  // checks its customer's key): each server is then in the middle of one campaign, its first
  // 1000 customers committed. A server runs one campaign at a time, so each takes one.
  lock = new Pg({ connectionString: stack!.databaseUrl });
  await lock.connect();
  await lock.query("begin");
  await lock.query("select 1 from users where id = $1 for update", [ids[1500]]);
  const doomed = await startAppServer({ DATABASE_URL: stack!.databaseUrl });
  servers.push(doomed);

  const send = async (title: string) => {
    const answer = await admin.post<Answer>("/api/campaigns", {
      title,
      body: "Come back, {name}",
      segment: { kind: "lapsed", days: 365 },
    });
    expect(answer.status).toBe(201);
    return answer.body.campaign.id;
  };
  const campaigns = [await send("First offer"), await send("Second offer")];
  const written = async (id: string) =>
    Number(
      (
        await sql().query<{ n: string }>(
          "select count(*) as n from inbox_messages where campaign_id = $1",
          [id],
        )
      ).rows[0]!.n,
    );
  await eventually(
    async () => {
      const counts = await Promise.all(campaigns.map(written));
      const { rows } = await sql().query<{ n: string }>(
        `select count(*) as n from pg_stat_activity
         where wait_event_type = 'Lock' and query like '%insert into inbox_messages%'`,
      );
      return counts.every((n) => n === 1000) && Number(rows[0]!.n) === 2 ? true : undefined;
    },
    { what: "both fan-outs, stopped mid-way", timeoutMs: 60_000 },
  );

  doomed.process.kill("SIGKILL");
  await new Promise((r) => doomed.process.once("exit", r));
  servers.push(await startAppServer({ DATABASE_URL: stack!.databaseUrl }));
  await lock.query("rollback");

  for (const id of campaigns) {
    await eventually(
      async () => {
        const { body } = await admin.get<Answer>(`/api/campaigns/${id}`);
        return body.campaign.status === "sent" ? true : undefined;
      },
      { what: `campaign ${id}, sent`, timeoutMs: 180_000 },
    );
  }

  // Every customer has each campaign once; the campaign of the killed server was taken over.
  const { rows } = await sql().query<{ campaign_id: string; users: string[] }>(
    `select campaign_id, array_agg(user_id::text order by user_id) as users
     from inbox_messages where campaign_id = any($1::uuid[]) group by campaign_id`,
    [campaigns],
  );
  expect(rows).toHaveLength(2);
  for (const row of rows) expect(row.users).toEqual(ids);
  const { rows: jobs } = await sql().query<{ retry_count: number }>(
    `select retry_count from pgboss.job where name = 'campaign' and data->>'campaignId' = any($1)
     order by retry_count`,
    [campaigns],
  );
  expect(jobs.map((j) => j.retry_count > 0)).toEqual([false, true]);

  // Each phone got each campaign once.
  for (const phone of phones) {
    const pushes = await eventually(async () => {
      const got = await receivedPushes(phone);
      return got.length >= 2 ? got : undefined;
    });
    expect(pushes.map((p) => p.title).sort()).toEqual(["First offer", "Second offer"]);
  }
  await new Promise((r) => setTimeout(r, 2_000));
  for (const phone of phones) expect(await receivedPushes(phone)).toHaveLength(2);
  for (const id of campaigns) {
    const { body } = await admin.get<Answer>(`/api/campaigns/${id}`);
    expect(body.campaign.counts).toEqual({
      recipients: CUSTOMERS,
      pushed: 3,
      failed: 0,
      opened: 0,
    });
  }
});
