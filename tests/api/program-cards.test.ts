import {
  CARD_NOT_COMPLETE,
  REWARD_ALREADY_HANDED_OVER,
  REWARD_NOT_REACHED,
} from "../../lib/rewards/messages";
import {
  cast,
  type Client,
  closeDb,
  createUser,
  signedIn,
  sql,
  type TestUser,
} from "../support/api";
import { english } from "../support/english";
import { cardOf, ledgerOf, setCard } from "../support/program";
import { insertToken, userState } from "../support/rewards";

// Cards of the shop's program: punches never refused by a full card, several rewards on one
// card, each handed over once. The cards are arranged one by one (a card in progress keeps
// its own size and rewards), so these tests leave the shop's program as it is.
jest.setTimeout(60_000);
afterAll(closeDb);

const BAKERY = {
  size: 8,
  rewards: [
    { at: 4, name: "Free cookie" },
    { at: 8, name: "Free loaf" },
  ],
};

type View = {
  size: number;
  punches: number;
  waiting: number;
  isComplete: boolean;
  rewards: { at: number; name: string; handedOver: boolean }[];
};
type Redeemed = { punches: number; isComplete: boolean; added: number; xp: number; card: View };

/** A customer whose card of 8 (rewards at 4 and 8) holds `punches`. */
async function bakeryCustomer(punches: number): Promise<{ user: TestUser; phone: Client }> {
  const user = await createUser({ punches });
  await setCard(user.id, BAKERY);
  return { user, phone: await signedIn(user) };
}

async function staffMember(): Promise<Client> {
  return signedIn(await createUser({ role: "staff" }));
}

const redeem = (phone: Client, tokenId: string) =>
  phone.post<Redeemed>("/api/token/use", { tokenId });
const handOver = (client: Client, userId: string, index: number) =>
  client.post<{ card: View; closed: boolean }>(`/api/users/${userId}/hand-over`, { index });

/** Rewards reached and not handed over, by name: what the counter hands over now. */
const waitingRewards = (card: View) =>
  card.rewards.filter((r) => r.at <= card.punches && !r.handedOver).map((r) => r.name);

describe("a token of several punches on a card of 8 with rewards at 4 and 8", () => {
  it("3 punches on 3 of 8: the card at 6 with the cookie waiting, 15 XP, one ledger entry of 3", async () => {
    const { user, phone } = await bakeryCustomer(3);
    const answer = await redeem(phone, await insertToken({ punches: 3 }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ punches: 6, isComplete: false, added: 3, xp: 15 });
    expect(answer.body.card).toEqual({
      size: 8,
      punches: 6,
      waiting: 0,
      isComplete: false,
      rewards: [
        { at: 4, name: "Free cookie", handedOver: false },
        { at: 8, name: "Free loaf", handedOver: false },
      ],
    });
    expect(waitingRewards(answer.body.card)).toEqual(["Free cookie"]);

    const shown = await phone.get<View>(`/api/punchcard/${user.id}`);
    expect(shown.body).toMatchObject({ size: 8, punches: 6, waiting: 0 });
    expect(waitingRewards(shown.body)).toEqual(["Free cookie"]);
    // The cookie reached: its own message, as a full card's.
    const inbox = await sql().query<{ title: string; body: string }>(
      "select title, body from inbox_messages where user_id = $1 and kind = 'reward_ready'",
      [user.id],
    );
    expect(inbox.rows).toEqual([
      {
        title: "Your free cookie is waiting",
        body: "Show your card at the counter to collect your reward.",
      },
    ]);
    const entries = await ledgerOf(user.id);
    expect(entries.at(-1)).toMatchObject({
      reason: "token",
      punch_delta: 3,
      xp_delta: 15,
      cycle: 0,
    });
  });

  it("3 punches on 7 of 8: complete, both rewards waiting and 2 on the next card; both handed over open it at 2", async () => {
    const { user, phone } = await bakeryCustomer(7);
    const answer = await redeem(phone, await insertToken({ punches: 3 }));
    expect(answer.body).toMatchObject({ punches: 8, isComplete: true });
    expect(answer.body.card).toMatchObject({ size: 8, punches: 8, waiting: 2 });
    expect(waitingRewards(answer.body.card)).toEqual(["Free cookie", "Free loaf"]);
    const titles = await sql().query<{ title: string }>(
      "select title from inbox_messages where user_id = $1 and kind = 'reward_ready' order by id",
      [user.id],
    );
    // The cookie was waiting already (7 of 8): only the loaf was reached by this token.
    expect(titles.rows.map((r) => r.title)).toEqual(["Your free loaf is waiting"]);

    const staff = await staffMember();
    const cookie = await handOver(staff, user.id, 0);
    expect(cookie.status).toBe(200);
    expect(cookie.body.closed).toBe(false);
    expect(waitingRewards(cookie.body.card)).toEqual(["Free loaf"]);

    const loaf = await handOver(staff, user.id, 1);
    expect(loaf.status).toBe(200);
    expect(loaf.body.closed).toBe(true);
    // The next card is on the shop's program (SPEC.md's ten), with the two that waited.
    expect(loaf.body.card).toMatchObject({ size: 10, punches: 2, waiting: 0, isComplete: false });
    expect(loaf.body.card.rewards.every((r) => !r.handedOver)).toBe(true);
    expect(await cardOf(user.id)).toMatchObject({
      size: 10,
      punches: 2,
      waiting: 0,
      handed: 0,
      cycle: 1,
    });

    // Each reward is an entry; the reset closes the old cycle and the carry opens the new one.
    expect((await ledgerOf(user.id)).slice(1)).toEqual([
      expect.objectContaining({ reason: "token", punch_delta: 3, cycle: 0 }),
      expect.objectContaining({
        reason: "reward",
        punch_delta: 0,
        cycle: 0,
        reward_name: "Free cookie",
        reward_at: 4,
      }),
      expect.objectContaining({
        reason: "reward",
        punch_delta: 0,
        cycle: 0,
        reward_name: "Free loaf",
        reward_at: 8,
      }),
      expect.objectContaining({ reason: "card_reset", punch_delta: -10, cycle: 0, reward_at: 8 }),
      expect.objectContaining({ reason: "carry", punch_delta: 2, cycle: 1 }),
    ]);
    expect(await userState(user.id)).toMatchObject({ punches: 2, ledgerPunches: 2, xp: 15 });
    // The customer's history names each reward handed over.
    const history = await staff.get<{ entries: { reason: string; reward: unknown }[] }>(
      `/api/users/${user.id}/ledger`,
    );
    expect(history.body.entries.filter((e) => e.reason === "reward").map((e) => e.reward)).toEqual([
      { name: "Free loaf", at: 8 },
      { name: "Free cookie", at: 4 },
    ]);
  });

  it("a full card takes a token all the same: every punch waits on the next card", async () => {
    const { phone } = await bakeryCustomer(8);
    const answer = await redeem(phone, await insertToken({ punches: 2 }));
    expect(answer.status).toBe(200);
    expect(answer.body.card).toMatchObject({ punches: 8, waiting: 2, isComplete: true });
  });
});

describe("POST /api/users/{id}/hand-over", () => {
  it("refuses a reward not reached and one already handed over, and is staff's and admins' only", async () => {
    const { user, phone } = await bakeryCustomer(5);
    const { admin, b } = await cast();
    const staff = await staffMember();

    const loaf = await handOver(staff, user.id, 1);
    expect(loaf.status).toBe(409);
    expect(loaf.body).toEqual({ error: english(REWARD_NOT_REACHED), code: "conflict" });
    // No third reward on this card.
    expect((await handOver(admin, user.id, 2)).body).toMatchObject({
      error: english(REWARD_NOT_REACHED),
    });

    expect((await handOver(admin, user.id, 0)).status).toBe(200);
    const again = await handOver(staff, user.id, 0);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: english(REWARD_ALREADY_HANDED_OVER), code: "conflict" });

    expect((await handOver(phone, user.id, 0)).status).toBe(403);
    expect((await handOver(staff, b.id, 0)).status).toBe(409);
    const staffId = (await createUser({ role: "staff" })).id;
    expect((await handOver(admin, staffId, 0)).status).toBe(404);
    expect((await handOver(admin, user.id, 3)).status).toBe(400);
    expect((await ledgerOf(user.id)).filter((e) => e.reason === "reward")).toHaveLength(1);
  });

  it("two staff handing over the same reward at once: one hand-over, one refusal", async () => {
    const { user } = await bakeryCustomer(4);
    const [one, two] = [await staffMember(), await staffMember()];
    const answers = await Promise.all([handOver(one, user.id, 0), handOver(two, user.id, 0)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toMatchObject({
      error: english(REWARD_ALREADY_HANDED_OVER),
    });
    expect((await ledgerOf(user.id)).filter((e) => e.reason === "reward")).toHaveLength(1);
    expect(await cardOf(user.id)).toMatchObject({ punches: 4, handed: 1, cycle: 0 });
  });
});

describe("Reset Punchcard, punches by hand and voids with punches waiting", () => {
  it("a reset hands over every reward waiting and opens the next card with the punches that waited", async () => {
    const { user, phone } = await bakeryCustomer(7);
    await redeem(phone, await insertToken({ punches: 3 }));
    const staff = await staffMember();
    const reset = await staff.post(`/api/punchcard/${user.id}/reset`);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      punches: 2,
      isComplete: false,
      handedOver: ["Free cookie", "Free loaf"],
    });
    const entries = await ledgerOf(user.id);
    expect(entries.filter((e) => e.reason === "reward").map((e) => e.reward_name)).toEqual([
      "Free cookie",
      "Free loaf",
    ]);
    expect(await userState(user.id)).toMatchObject({ punches: 2, ledgerPunches: 2 });
  });

  it("staff reset only a card with a reward waiting; one already handed over does not count", async () => {
    const { user } = await bakeryCustomer(5);
    const staff = await staffMember();
    expect((await handOver(staff, user.id, 0)).status).toBe(200);
    const reset = await staff.post(`/api/punchcard/${user.id}/reset`);
    expect(reset.status).toBe(409);
    expect(reset.body).toMatchObject({ error: english(CARD_NOT_COMPLETE) });
  });

  it("an admin's punch on a full card waits for the next card", async () => {
    const { user } = await bakeryCustomer(8);
    const { admin } = await cast();
    const answer = await admin.post(`/api/punchcard/${user.id}/punch`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ punches: 8, isComplete: true, card: { waiting: 1 } });
    expect(await userState(user.id)).toMatchObject({ punches: 8, ledgerPunches: 9 });
  });

  it("a void of a token whose punches partly wait takes the waiting ones first", async () => {
    const { user, phone } = await bakeryCustomer(7);
    await redeem(phone, await insertToken({ punches: 3 }));
    const { rows } = await sql().query<{ id: number }>(
      "select id from reward_ledger where user_id = $1 and reason = 'token'",
      [user.id],
    );
    const { admin } = await cast();
    const voided = await admin.post(`/api/ledger/${rows[0]!.id}/void`, { reason: "Test" });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ punches: 7, isComplete: false });
    expect(await cardOf(user.id)).toMatchObject({ punches: 7, waiting: 0, isComplete: false });
    expect(await userState(user.id)).toMatchObject({ punches: 7, ledgerPunches: 7, xp: 0 });
  });
});

describe("tokens carry punches up to the shop's most per token", () => {
  it("a shown token and a printed sheet refuse more than the program allows, on the field", async () => {
    const staff = await staffMember();
    const shown = await staff.post<{ punches: number }>("/api/admin/generate-token");
    expect(shown.status).toBe(201);
    expect(shown.body.punches).toBe(1);
    // SPEC.md's program: one punch per token.
    for (const punches of [2, 0, 6, 1.5]) {
      const refused = await staff.post<{ issues?: { path: string[] }[] }>(
        "/api/admin/generate-token",
        { punches },
      );
      expect({ punches, status: refused.status }).toEqual({ punches, status: 400 });
      expect(refused.body.issues?.[0]?.path).toEqual(["punches"]);
    }
    const sheet = await staff.post<{ issues?: { path: string[] }[] }>("/api/token-batches", {
      count: 2,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      punches: 2,
    });
    expect(sheet.status).toBe(400);
    expect(sheet.body.issues?.[0]?.path).toEqual(["punches"]);
  });
});
