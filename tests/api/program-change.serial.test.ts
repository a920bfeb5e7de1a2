import { cast, Client, closeDb, createUser, signedIn, sql, uniqueName } from "../support/api";
import { cardOf, DEFAULT_PROGRAM, ledgerOf, setProgram } from "../support/program";
import { insertToken } from "../support/rewards";
import { runScript } from "../support/server";

// The shop's program is one row for everyone: this file changes it, so it runs alone
// (.serial), and gives SPEC.md's program back when it ends.
jest.setTimeout(60_000);
afterAll(async () => {
  await setProgram(DEFAULT_PROGRAM);
  // Written in the database, the program reaches the app server when its copy is 2 s old: the
  // file after this one (an import, whose punches fill at most one card) must meet SPEC's.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  await closeDb();
});

const BAKERY = { cardSize: 8, rewards: [{ at: 8, name: "Free loaf" }] };

type View = { size: number; punches: number; waiting: number; rewards: { name: string }[] };

const redeem = (phone: Client, tokenId: string) => phone.post("/api/token/use", { tokenId });

describe("a change of program applies from each customer's next card", () => {
  it("from 10 to 8 while customers sit at 7 and 9 of 10: they finish their 10-cards, their next cards are 8", async () => {
    await setProgram(DEFAULT_PROGRAM);
    const seven = await createUser({ punches: 7 });
    const nine = await createUser({ punches: 9 });
    await setProgram(BAKERY);

    const { admin } = await cast();
    const staff = await signedIn(await createUser({ role: "staff" }));
    for (const [customer, missing] of [
      [seven, 3],
      [nine, 1],
    ] as const) {
      const phone = await signedIn(customer);
      const card = await phone.get<View>(`/api/punchcard/${customer.id}`);
      expect(card.body).toMatchObject({ size: 10, rewards: [{ name: "Free product" }] });
      for (let i = 0; i < missing; i++) {
        expect((await redeem(phone, await insertToken())).status).toBe(200);
      }
      // Complete at 10, not at the program's 8: nothing waits.
      expect(await cardOf(customer.id)).toMatchObject({ size: 10, punches: 10, waiting: 0 });
      const handed = await staff.post<{ card: View; closed: boolean }>(
        `/api/users/${customer.id}/hand-over`,
        { index: 0 },
      );
      expect(handed.body).toMatchObject({ closed: true, card: { size: 8, punches: 0 } });
      expect(await cardOf(customer.id)).toMatchObject({
        size: 8,
        punches: 0,
        rewards: BAKERY.rewards,
        cycle: 1,
      });
      // The hand-over kept the name the reward had on the old card.
      const entries = await ledgerOf(customer.id);
      expect(entries.find((e) => e.reason === "reward")).toMatchObject({
        reward_name: "Free product",
        reward_at: 10,
      });
    }

    // A customer made now starts on the new program; so does a first card made at a first punch.
    const made = await admin.post<{ id: string }>("/api/users", {
      username: uniqueName("new"),
      password: "secret-pass",
      role: "user",
    });
    expect(made.status).toBe(201);
    expect(await cardOf(made.body.id)).toMatchObject({ size: 8, rewards: BAKERY.rewards });
    const cardless = await createUser();
    await sql().query("delete from punch_cards where user_id = $1", [cardless.id]);
    expect((await redeem(await signedIn(cardless), await insertToken())).status).toBe(200);
    expect(await cardOf(cardless.id)).toMatchObject({ size: 8, punches: 1 });
  });

  it("a Reset Punchcard opens the next card on the program as it is now", async () => {
    await setProgram(DEFAULT_PROGRAM);
    const customer = await createUser({ punches: 4 });
    await setProgram(BAKERY);
    const { admin } = await cast();
    // An unfinished card: the admin confirms the 4 punches clearing it loses.
    const reset = `/api/punchcard/${customer.id}/reset`;
    expect((await admin.post(reset, { confirmLoss: 4 })).status).toBe(200);
    expect(await cardOf(customer.id)).toMatchObject({ size: 8, punches: 0, cycle: 1 });
  });
});

describe("the welcome bonus", () => {
  it("a customer who joins gets the program's welcome punches as a ledger entry, with no XP", async () => {
    await setProgram({ welcomePunches: 2 });
    const joined = await new Client().post<{
      user: { id: string };
      redemption: { punches: number };
    }>("/api/join", {
      tokenId: await insertToken(),
      username: uniqueName("welcome"),
      password: "secret-pass",
    });
    expect(joined.status).toBe(201);
    expect(joined.body.redemption.punches).toBe(3);
    const id = joined.body.user.id;
    expect(await cardOf(id)).toMatchObject({ size: 10, punches: 3 });
    expect(await ledgerOf(id)).toEqual([
      expect.objectContaining({ reason: "welcome", punch_delta: 2, xp_delta: 0, cycle: 0 }),
      expect.objectContaining({ reason: "token", punch_delta: 1, xp_delta: 5, cycle: 0 }),
    ]);
  });
});

describe("tokens carry up to the program's most punches", () => {
  it("holds a staff member's sheets to the day's punches, each token's punches counted", async () => {
    await setProgram({ maxTokenPunches: 5 });
    const staff = await signedIn(await createUser({ role: "staff" }));
    const perDay = (await staff.get<{ staffTokensPerDay: number }>("/api/settings")).body
      .staffTokensPerDay;
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    // Two tokens of 3 punches asked for past the day's last punches: refused, though two
    // tokens are far within the allowance's count.
    const fill = Math.floor(perDay / 5) - 1;
    expect(
      (await staff.post("/api/token-batches", { count: fill, expiresAt, punches: 5 })).status,
    ).toBe(201);
    const left = perDay - fill * 5;
    const past = await staff.post<{ error: string }>("/api/token-batches", {
      count: 2,
      expiresAt,
      punches: 3,
    });
    expect(past.status).toBe(429);
    expect(past.body.error).toBe(`You can print ${left} more punches today (${perDay} a day).`);
    expect(
      (await staff.post("/api/token-batches", { count: 1, expiresAt, punches: left })).status,
    ).toBe(201);
    const usedUp = await staff.post<{ error: string }>("/api/token-batches", {
      count: 1,
      expiresAt,
      punches: 1,
    });
    expect(usedUp.body.error).toBe(
      `You have printed today's ${perDay} punches. Ask the owner for more.`,
    );
    await setProgram(DEFAULT_PROGRAM);
  });

  it("shown and printed tokens take 1 to the program's most, store it and answer it", async () => {
    await setProgram({ maxTokenPunches: 3 });
    const staff = await signedIn(await createUser({ role: "staff" }));
    const shown = await staff.post<{ id: string; punches: number }>("/api/admin/generate-token", {
      punches: 3,
    });
    expect(shown.status).toBe(201);
    expect(shown.body.punches).toBe(3);
    const refused = await staff.post<{ error: string; issues: { path: string[] }[] }>(
      "/api/admin/generate-token",
      { punches: 4 },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: "Choose between 1 and 3 punches",
      issues: [{ path: ["punches"] }],
    });

    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const tooMany = await staff.post("/api/token-batches", { count: 2, expiresAt, punches: 4 });
    expect(tooMany.status).toBe(400);
    const sheet = await staff.post<{ id: string; punches: number }>("/api/token-batches", {
      count: 2,
      expiresAt,
      punches: 2,
    });
    expect(sheet.status).toBe(201);
    expect(sheet.body.punches).toBe(2);
    const printed = await staff.get<{ punches: number; tokens: { id: string }[] }>(
      `/api/token-batches/${sheet.body.id}`,
    );
    expect(printed.body.punches).toBe(2);

    const { admin } = await cast();
    const recent = await admin.get<{ tokens: { id: string; punches: number }[] }>(
      "/api/admin/tokens",
    );
    expect(recent.body.tokens.find((t) => t.id === shown.body.id)?.punches).toBe(3);

    // A printed token's punches all land on the card.
    const customer = await createUser();
    const answer = await redeem(await signedIn(customer), printed.body.tokens[0]!.id);
    expect(answer.body).toMatchObject({ punches: 2, added: 2, xp: 10 });
  });
});

describe("npm run db:check with the shop's program", () => {
  it("holds with punches waiting and rewards handed over, and reports a card that disagrees", async () => {
    const check = () => runScript("db-check.mjs", [], { DATABASE_URL: process.env.DATABASE_URL! });
    const customer = await createUser({ punches: 9 });
    const phone = await signedIn(customer);
    await setProgram({ maxTokenPunches: 3 });
    const staff = await signedIn(await createUser({ role: "staff" }));
    const token = await staff.post<{ id: string }>("/api/admin/generate-token", { punches: 3 });
    expect((await redeem(phone, token.body.id)).status).toBe(200);
    expect(await cardOf(customer.id)).toMatchObject({ punches: 10, waiting: 2 });
    const clean = await check();
    expect(clean.output).toContain("All reward invariants hold.");

    // A waiting punch the ledger does not explain, then a reward handed over without its entry.
    await sql().query("update punch_cards set waiting = 3 where user_id = $1", [customer.id]);
    expect((await check()).output).toContain(
      "FAIL  each card's punches and waiting punches equal the ledger's punches of its current cycle",
    );
    await sql().query("update punch_cards set waiting = 2, handed = 1 where user_id = $1", [
      customer.id,
    ]);
    expect((await check()).output).toContain(
      "FAIL  each reward handed over on the current card has exactly one ledger entry",
    );
    await sql().query("update punch_cards set handed = 0 where user_id = $1", [customer.id]);
    expect((await check()).code).toBe(0);
  });
});

describe("the shop's messages name the program's reward", () => {
  it("{reward} is the card's last reward, as the preview and the messages fill it", async () => {
    const { admin } = await cast();
    await setProgram({
      cardSize: 8,
      rewards: [
        { at: 4, name: "Free cookie" },
        { at: 8, name: "Free loaf" },
      ],
    });
    const settings = await admin.get<{ rewardName: string }>("/api/automations");
    expect(settings.body.rewardName).toBe("loaf");
    // The campaign form's preview fills {reward} as the sending does (its props, in the page).
    const form = await admin.call<string>("GET", "/admin/messages/campaigns/new");
    expect(form.body).toMatch(/word\\?":\\?"loaf\\?"/);
    await setProgram(DEFAULT_PROGRAM);
    expect((await admin.get<{ rewardName: string }>("/api/automations")).body.rewardName).toBe(
      "product",
    );
  });
});
