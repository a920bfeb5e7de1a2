import { secondsUntilTomorrow } from "../../lib/rewards/earn-rules";
import { shopDay } from "../../lib/settings/shop-day";
import { DAILY_LIMIT_REACHED, EARNING_BLOCKED } from "../../lib/rewards/messages";
import { Client, closeDb, createUser, sql, type TestUser } from "../support/api";
import { english } from "../support/english";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import { insertCode, insertProduct, insertToken, userState } from "../support/rewards";
import { RECOUNT_ACTIVITY_HOURS } from "../../lib/rewards/activity-hours";
import { RECOUNT_EARN_DAYS } from "../../lib/rewards/earn-days";
import { runScript } from "../support/server";

// The earn rules are the shop's settings, one row for everyone: these tests run on a private
// app server and database, so setting a cooldown here cannot refuse another suite's punches.
jest.setTimeout(120_000);

let stack: IsolatedStack | undefined;
beforeAll(async () => {
  stack = await startIsolatedStack();
  // tests/support's sql() connects to DATABASE_URL on first use: the private database.
  process.env.DATABASE_URL = stack.databaseUrl;
}, 180_000);
afterAll(async () => {
  await closeDb();
  await stack?.close();
});

type Rules = {
  punchCooldownMinutes: number | null;
  maxPunchesPerDay: number | null;
  maxCodesPerDay: number | null;
  reviewPunchesPerDay: number | null;
  reviewFailuresPerDay: number | null;
  timeZone: string;
};

/** Sets the shop's earn rules by SQL (the settings screen is the owner's way); the rest off. */
async function rules(set: Partial<Rules>) {
  const r: Rules = {
    punchCooldownMinutes: null,
    maxPunchesPerDay: null,
    maxCodesPerDay: null,
    reviewPunchesPerDay: null,
    reviewFailuresPerDay: null,
    timeZone: "UTC",
    ...set,
  };
  await sql().query(
    `insert into shop_settings (shop_name, owner_handle, owner_url, messaging_app)
     values ('Punchcard', 'owner', 'https://example.com/owner', 'WhatsApp') on conflict (id) do nothing`,
  );
  await sql().query(
    `update shop_settings set punch_cooldown_minutes = $1, max_punches_per_day = $2,
       max_codes_per_day = $3, review_punches_per_day = $4, review_failures_per_day = $5, time_zone = $6`,
    [
      r.punchCooldownMinutes,
      r.maxPunchesPerDay,
      r.maxCodesPerDay,
      r.reviewPunchesPerDay,
      r.reviewFailuresPerDay,
      r.timeZone,
    ],
  );
  // As a save at /admin/settings does: a new time zone moves the days and hours already counted.
  for (const statement of [...RECOUNT_EARN_DAYS, ...RECOUNT_ACTIVITY_HOURS])
    await sql().query(statement);
}

async function customer(): Promise<{ user: TestUser; phone: Client }> {
  const user = await createUser();
  return { user, phone: await new Client(stack!.baseUrl).login(user.username, user.password) };
}

const redeem = (phone: Client, tokenId: string) => phone.post("/api/token/use", { tokenId });
const verify = (phone: Client, code: string) => phone.post("/api/verify", { code });

async function tokenUsed(id: string) {
  const { rows } = await sql().query("select used_at from punch_tokens where id = $1", [id]);
  return rows[0].used_at !== null;
}
async function codeUsed(code: string) {
  const { rows } = await sql().query("select is_used from verification_codes where code = $1", [
    code,
  ]);
  return rows[0].is_used as boolean;
}
async function earnDay(userId: string) {
  const { rows } = await sql().query(
    "select day::text, punches, codes, failures from earn_days where user_id = $1 order by day",
    [userId],
  );
  return rows as { day: string; punches: number; codes: number; failures: number }[];
}
async function flags(userId: string) {
  const { rows } = await sql().query(
    `select rule, count, threshold, dismissed_at from review_flags where user_id = $1 order by rule`,
    [userId],
  );
  return rows;
}
async function dbCheck() {
  return runScript("db-check.mjs", [], { DATABASE_URL: stack!.databaseUrl });
}

describe("the cooldown between two punches", () => {
  it("refuses the next punch with 429 and the wait, and leaves the token unused", async () => {
    await rules({ punchCooldownMinutes: 10 });
    const { user, phone } = await customer();
    expect((await redeem(phone, await insertToken())).status).toBe(200);

    const second = await insertToken();
    const refused = await redeem(phone, second);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: "rate_limited",
      error: "You can collect your next punch in 10 minutes",
    });
    expect(refused.body.retryAfter).toBeGreaterThan(590);
    expect(refused.body.retryAfter).toBeLessThanOrEqual(600);
    expect(refused.headers.get("retry-after")).toBe(String(refused.body.retryAfter));
    expect(await tokenUsed(second)).toBe(false);
    expect(await userState(user.id)).toMatchObject({ punches: 1, xp: 5, ledger: 1 });

    // Three minutes later: seven to go.
    await sql().query(
      "update punch_cards set last_punch_at = now() - interval '3 minutes' where user_id = $1",
      [user.id],
    );
    expect((await redeem(phone, second)).body).toMatchObject({
      error: "You can collect your next punch in 7 minutes",
    });
    // Past the cooldown, the same token works.
    await sql().query(
      "update punch_cards set last_punch_at = now() - interval '10 minutes' where user_id = $1",
      [user.id],
    );
    expect((await redeem(phone, second)).status).toBe(200);
    expect(await userState(user.id)).toMatchObject({ punches: 2, xp: 10 });
  });

  it("holds a level-up token to the same rule as a shop token", async () => {
    await rules({ punchCooldownMinutes: 10 });
    const { user, phone } = await customer();
    expect((await redeem(phone, await insertToken())).status).toBe(200);
    const own = await insertToken({ ownerId: user.id });
    const refused = await redeem(phone, own);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/You can collect your next punch in/);
    expect(await tokenUsed(own)).toBe(false);
  });

  it("does not hold back codes", async () => {
    await rules({ punchCooldownMinutes: 10 });
    const { phone } = await customer();
    const product = await insertProduct();
    expect((await redeem(phone, await insertToken())).status).toBe(200);
    expect((await verify(phone, await insertCode(product))).status).toBe(200);
  });
});

describe("the daily maximum of punches", () => {
  it("refuses one more with 429 until the shop's next midnight, token unused", async () => {
    await rules({ maxPunchesPerDay: 2, timeZone: "Pacific/Auckland" });
    const { user, phone } = await customer();
    for (let i = 0; i < 2; i++) expect((await redeem(phone, await insertToken())).status).toBe(200);
    const third = await insertToken();
    const refused = await redeem(phone, third);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: "rate_limited",
      error: english(DAILY_LIMIT_REACHED),
    });
    const expected = secondsUntilTomorrow(Date.now(), "Pacific/Auckland");
    expect(Math.abs(Number(refused.body.retryAfter) - expected)).toBeLessThan(30);
    expect(await tokenUsed(third)).toBe(false);
    // Counted on Auckland's day, whatever UTC's says.
    expect(await earnDay(user.id)).toEqual([
      { day: shopDay(Date.now(), "Pacific/Auckland"), punches: 2, codes: 0, failures: 0 },
    ]);
  });

  it("counts punches, not tokens: a 3-punch token beside a maximum of 2 is refused whole, unused", async () => {
    await rules({ maxPunchesPerDay: 2 });
    const { user, phone } = await customer();
    const three = await insertToken({ punches: 3 });
    const refused = await redeem(phone, three);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: "rate_limited",
      error: english(DAILY_LIMIT_REACHED),
    });
    expect(await tokenUsed(three)).toBe(false);
    expect(await userState(user.id)).toMatchObject({ punches: 0, xp: 0, ledger: 0 });
    expect(await earnDay(user.id)).toEqual([]);
    // Two punches in one token are within it; a single one more is not.
    expect((await redeem(phone, await insertToken({ punches: 2 }))).status).toBe(200);
    expect((await redeem(phone, await insertToken())).status).toBe(429);
    expect(await userState(user.id)).toMatchObject({ punches: 2, xp: 10, ledger: 1 });
  });

  it("gives exactly 3 of 20 parallel redemptions by one customer, and db:check holds", async () => {
    await rules({ maxPunchesPerDay: 3 });
    const { user, phone } = await customer();
    const tokens = await Promise.all(Array.from({ length: 20 }, () => insertToken()));
    const answers = await Promise.all(tokens.map((t) => redeem(phone, t)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(17);
    expect(await userState(user.id)).toMatchObject({ punches: 3, xp: 15, ledger: 3 });
    expect((await earnDay(user.id))[0]).toMatchObject({ punches: 3 });
    const used = await Promise.all(tokens.map(tokenUsed));
    expect(used.filter(Boolean)).toHaveLength(3);

    const check = await dbCheck();
    expect(check.output).toContain("All reward invariants hold.");
    expect(check.code).toBe(0);
  });
});

describe("the daily maximum of codes", () => {
  it("refuses one more code with 429 and leaves it unused, also under 20 at once", async () => {
    await rules({ maxCodesPerDay: 3 });
    const { user, phone } = await customer();
    const product = await insertProduct();
    const codes = await Promise.all(Array.from({ length: 20 }, () => insertCode(product)));
    const answers = await Promise.all(codes.map((c) => verify(phone, c)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(17);
    expect(refused[0]!.body).toMatchObject({
      code: "rate_limited",
      error: english(DAILY_LIMIT_REACHED),
    });
    expect(refused[0]!.body.retryAfter).toBeGreaterThan(0);
    expect((await Promise.all(codes.map(codeUsed))).filter(Boolean)).toHaveLength(3);
    expect(await userState(user.id)).toMatchObject({ xp: 75, ledger: 3 });
    // Punches are a separate count.
    expect((await redeem(phone, await insertToken())).status).toBe(200);
  });
});

describe("blocked earning", () => {
  it("refuses every token and code with 403 and leaves them unused, until unblocked", async () => {
    await rules({});
    const { user, phone } = await customer();
    await sql().query("update users set earning_blocked_at = now() where id = $1", [user.id]);
    const token = await insertToken();
    const code = await insertCode(await insertProduct());

    const punch = await redeem(phone, token);
    expect(punch.status).toBe(403);
    expect(punch.body).toEqual({ code: "forbidden", error: english(EARNING_BLOCKED) });
    const verified = await verify(phone, code);
    expect(verified.status).toBe(403);
    expect(verified.body).toEqual({ code: "forbidden", error: english(EARNING_BLOCKED) });
    expect([await tokenUsed(token), await codeUsed(code)]).toEqual([false, false]);
    expect(await userState(user.id)).toMatchObject({ xp: 0, punches: 0, ledger: 0 });
    // A blocked customer still signs in and browses.
    expect((await phone.get("/api/rewards/me")).status).toBe(200);

    await sql().query("update users set earning_blocked_at = null where id = $1", [user.id]);
    expect((await redeem(phone, token)).status).toBe(200);
    expect((await verify(phone, code)).status).toBe(200);
  });
});

describe("the review queue's flags", () => {
  it("flags more punches in a day than the threshold, in the redemption's transaction", async () => {
    await rules({ reviewPunchesPerDay: 5 });
    const { user, phone } = await customer();
    for (let i = 0; i < 5; i++) expect((await redeem(phone, await insertToken())).status).toBe(200);
    expect(await flags(user.id)).toEqual([]);
    expect((await redeem(phone, await insertToken())).status).toBe(200);
    expect(await flags(user.id)).toEqual([
      { rule: "punches", count: 6, threshold: 5, dismissed_at: null },
    ]);
  });

  it("counts a token's punches towards the threshold", async () => {
    await rules({ reviewPunchesPerDay: 5 });
    const { user, phone } = await customer();
    expect((await redeem(phone, await insertToken({ punches: 5 }))).status).toBe(200);
    expect(await flags(user.id)).toEqual([]);
    expect((await redeem(phone, await insertToken({ punches: 2 }))).status).toBe(200);
    expect(await flags(user.id)).toEqual([
      { rule: "punches", count: 7, threshold: 5, dismissed_at: null },
    ]);
  });

  it("counts wrong, used and expired tokens and unknown codes, not rule refusals", async () => {
    await rules({ reviewFailuresPerDay: 2, punchCooldownMinutes: 10 });
    const { user, phone } = await customer();
    const used = await insertToken();
    expect((await redeem(phone, used)).status).toBe(200);
    // A rule refusal: the token was good, so it is no failure.
    expect((await redeem(phone, await insertToken())).status).toBe(429);
    expect((await redeem(phone, used)).status).toBe(404);
    expect((await verify(phone, "NOSUCHCODE42")).status).toBe(404);
    expect(await flags(user.id)).toEqual([]);
    const expired = await insertToken();
    await sql().query(
      "update punch_tokens set expires_at = now() - interval '1 minute' where id = $1",
      [expired],
    );
    expect((await redeem(phone, expired)).status).toBe(410);
    expect((await earnDay(user.id))[0]).toMatchObject({ punches: 1, failures: 3 });
    expect(await flags(user.id)).toEqual([
      { rule: "failures", count: 3, threshold: 2, dismissed_at: null },
    ]);

    // Dismissed, the flag comes back when the count grows again that day.
    await sql().query("update review_flags set dismissed_at = now() where user_id = $1", [user.id]);
    expect((await redeem(phone, "no-such-token")).status).toBe(404);
    expect(await flags(user.id)).toEqual([
      { rule: "failures", count: 4, threshold: 2, dismissed_at: null },
    ]);
  });
});

describe("npm run db:check", () => {
  it("reports a day whose earned count disagrees with the ledger", async () => {
    await rules({});
    const { user, phone } = await customer();
    expect((await redeem(phone, await insertToken())).status).toBe(200);
    await sql().query("update earn_days set punches = punches + 1 where user_id = $1", [user.id]);
    try {
      const check = await dbCheck();
      expect(check.code).toBe(1);
      expect(check.output).toContain(
        "FAIL  each customer's earned punches and codes per shop day match the ledger's",
      );
      expect(check.output).toContain(user.id);
    } finally {
      await sql().query("update earn_days set punches = punches - 1 where user_id = $1", [user.id]);
    }
    expect((await dbCheck()).code).toBe(0);
  });
});
