import { Client as Pg } from "pg";
import { Client, closeDb, sql } from "../support/api";
import {
  bonusEntries,
  inviter,
  joinedEarlier,
  joinWith,
  referralOf,
  setReferralRules,
} from "../support/referrals";
import { insertToken } from "../support/rewards";
import { startAppServer, type AppServer } from "../support/server";

// What must follow a card's change is put on the job queue in the change's own transaction
// (lib/events/announce.ts): a server that dies between the commit and the follow-up leaves the
// job, and another server's worker does the work, once.

let server: AppServer | undefined;
let holder: Pg | undefined;
afterAll(async () => {
  await holder?.end().catch(() => undefined);
  await server?.stop();
  await closeDb();
});
beforeAll(() => setReferralRules());

jest.setTimeout(150_000);

async function until(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("waited too long");
    await new Promise((r) => setTimeout(r, 250));
  }
}

const tokenEntries = async (userId: string) => {
  const { rows } = await sql().query<{ n: number }>(
    "select count(*)::int as n from reward_ledger where user_id = $1 and reason = 'token'",
    [userId],
  );
  return rows[0]!.n;
};

const followUps = async (userId: string) => {
  const { rows } = await sql().query<{ state: string }>(
    `select state::text from pgboss.job
     where name = 'follow-up' and data->'event'->>'userId' = $1`,
    [userId],
  );
  return rows.map((r) => r.state);
};

describe("a server that dies right after a friend's return", () => {
  it("still pays the inviter's bonus, once, from the job its transaction queued", async () => {
    const ann = await inviter();
    const { answer, client } = await joinWith(ann.code);
    expect(answer.status).toBe(201);
    const friend = answer.body.user;
    await joinedEarlier(friend.id);

    // A server of its own, to be killed; the friend's session works on it as on any other.
    server = await startAppServer();
    const doomed = new Client(server.url);
    doomed.cookie = client.cookie;

    // The settlement locks the inviter's card first: held here, it waits after the punch's
    // commit, which is where the server dies.
    holder = new Pg({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    await holder.query("begin");
    await holder.query("select 1 from punch_cards where user_id = $1 for update", [ann.id]);

    const punching = doomed
      .post("/api/token/use", { tokenId: await insertToken() })
      .catch(() => null);
    await until(async () => (await tokenEntries(friend.id)) === 2, 30_000);
    expect(await followUps(friend.id)).toEqual(["created"]);

    server.process.kill("SIGKILL");
    await punching;
    await holder.query("rollback");
    await holder.end();
    holder = undefined;
    expect((await referralOf(friend.id)).status).toBe("joined");
    expect(await bonusEntries(ann.id)).toEqual([]);

    // The shared test server's worker takes the job once its delay (30 s) has passed.
    await until(async () => (await referralOf(friend.id)).status === "rewarded", 100_000);
    expect((await bonusEntries(ann.id)).map((e) => [e.reason, e.punch_delta])).toEqual([
      ["referral_inviter", 1],
    ]);
    await until(async () => (await followUps(friend.id))[0] === "completed", 20_000);
    expect(await bonusEntries(ann.id)).toHaveLength(1);
  });

  it("queues nothing for a punch of a customer no invitation waits on", async () => {
    const { answer, client } = await joinWith(undefined);
    expect(answer.status).toBe(201);
    const again = await client.post("/api/token/use", { tokenId: await insertToken() });
    expect(again.status).toBe(200);
    expect(await followUps(answer.body.user.id)).toEqual([]);
  });
});
