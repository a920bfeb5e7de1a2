import type { AutomationSettings } from "../../lib/messaging/automations";
import type * as Automations from "../../lib/messaging/automations";
import { fillPlaceholders } from "../../lib/messaging/placeholders";
import english from "../../messages/en/messaging.json";
import frenchCard from "../../messages/fr/card.json";
import french from "../../messages/fr/messaging.json";
import { Client, closeDb, createUser, sql } from "../support/api";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import { eventually, receivedPushes, subscribedPhone } from "../support/push";

// The shop's own messages in each customer's language: the run is called here with the clock
// (as the 15-minute job calls it), on a private database whose app server works no job queue.
jest.setTimeout(180_000);

// pg-boss is an ES module Jest loads only under --experimental-vm-modules: the push job the run
// asks for is done here at once, by the app's own job, to the push stand-in.
jest.mock("../../lib/queue/boss", () => {
  const unreachable = () => {
    throw new Error("the job queue is not reachable from this test");
  };
  return {
    jobs: unreachable,
    startWorkers: unreachable,
    enqueue: async (queue: string, data: unknown) => {
      if (queue !== "push") unreachable();
      await jest.requireActual("../../lib/messaging/push/send").pushJob(data);
    },
  };
});

let stack: IsolatedStack | undefined;
let admin: Client;
let auto: typeof Automations;

beforeAll(async () => {
  stack = await startIsolatedStack(120_000, { JOBS: "0" });
  // The modules read DATABASE_URL when first loaded: the private database's.
  process.env.DATABASE_URL = stack.databaseUrl;
  auto = await import("../../lib/messaging/automations");
  admin = await new Client(stack.baseUrl).login(stack.admin.username, stack.admin.password);
  // The shop speaks English; no quiet hours, so a run at any time of day sends.
  expect(
    (await admin.put("/api/settings", { language: "en", shopName: "Bean & Crumb" })).status,
  ).toBe(200);
  const quiet = await admin.put("/api/automations", {
    quietHours: { start: "00:00", end: "00:00" },
  });
  expect(quiet.status).toBe(200);
});

afterAll(async () => {
  await (await import("../../lib/db/client")).pool.end();
  await closeDb();
  await stack?.close();
});

async function automations(): Promise<AutomationSettings> {
  return (await admin.get<AutomationSettings>("/api/automations")).body;
}

/** Saves Reward waiting on, with this title and text. */
async function rewardWaiting(text: { title: string; body: string }) {
  const answer = await admin.put<AutomationSettings>("/api/automations", {
    automations: [{ kind: "reward_waiting", enabled: true, ...text }],
  });
  expect(answer.status).toBe(200);
  return answer.body.automations.find((a) => a.kind === "reward_waiting")!;
}

/** A customer with a full card untouched for eight days (Reward waiting is due) and a phone. */
async function waitingCustomer(locale: string | null) {
  const user = await createUser({ punches: 10 });
  await sql().query(`update users set locale = $2, name = 'Maya Lopez' where id = $1`, [
    user.id,
    locale,
  ]);
  await sql().query(
    `update punch_cards set last_punch_at = now() - interval '8 days',
       updated_at = now() - interval '8 days' where user_id = $1`,
    [user.id],
  );
  return { id: user.id, phone: await subscribedPhone(user.id) };
}

async function pushOf(phone: Awaited<ReturnType<typeof subscribedPhone>>) {
  const [push] = await eventually(async () => {
    const got = await receivedPushes(phone);
    return got.length ? got : undefined;
  });
  return push!;
}

describe("Reward waiting in each customer's language", () => {
  it("reaches a customer whose profile says French in French while the shop speaks English", async () => {
    const { rewardName } = await automations();
    // Switched on as the screen shows it: the English default, unchanged, is no edit.
    const saved = await rewardWaiting(english.automations.rewardWaiting);
    expect(saved.edited).toBe(false);
    const inFrench = await waitingCustomer("fr");
    const inEnglish = await waitingCustomer(null);

    const run = await auto.runAutomations({ now: new Date() });
    expect(run.sent.reward_waiting).toBeGreaterThanOrEqual(2);

    const values = { shop: "Bean & Crumb", reward: rewardName, name: "Maya" };
    // The program's untouched default reward ("Free product") is named in French too.
    const inFrenchWords = { ...values, reward: frenchCard.defaultReward.item };
    expect(await pushOf(inFrench.phone)).toMatchObject({
      title: fillPlaceholders(french.automations.rewardWaiting.title, inFrenchWords),
      body: fillPlaceholders(french.automations.rewardWaiting.body, inFrenchWords),
      link: "/user/dashboard",
    });
    expect((await pushOf(inFrench.phone)).title).toMatch(/^Votre récompense/);
    expect(await pushOf(inEnglish.phone)).toMatchObject({
      title: fillPlaceholders(english.automations.rewardWaiting.title, values),
    });
  });

  it("sends the owner's reworded text to everyone as written, and a default in any language stays the default", async () => {
    const { rewardName } = await automations();
    const own = await rewardWaiting({
      title: "Tu {reward} te espera",
      body: "Pásate por {shop}, {name}.",
    });
    expect(own).toMatchObject({ edited: true, title: "Tu {reward} te espera" });
    const inFrench = await waitingCustomer("fr");

    await auto.runAutomations({ now: new Date() });
    expect(await pushOf(inFrench.phone)).toMatchObject({
      title: `Tu ${rewardName} te espera`,
      body: "Pásate por Bean & Crumb, Maya.",
    });

    // The French default saved back (an owner reading the screen in French): each customer's
    // language again, and the screen in English shows the English default.
    expect((await rewardWaiting(french.automations.rewardWaiting)).edited).toBe(false);
    const shown = (await automations()).automations.find((a) => a.kind === "reward_waiting")!;
    expect(shown).toMatchObject({ edited: false, ...english.automations.rewardWaiting });
  });
});
