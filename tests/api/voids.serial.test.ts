import { ADMIN, cast, closeDb, createUser, signedIn, sql, xpToReach } from "../support/api";
import { insertCode, insertProduct, insertToken, userState } from "../support/rewards";
import { fingerprint } from "../support/safety";
import { runScript } from "../support/server";

afterAll(closeDb);

let people: Awaited<ReturnType<typeof cast>>;
let adminId: string;
beforeAll(async () => {
  people = await cast();
  adminId = (await people.admin.get<{ user: { id: string } }>("/api/auth/me")).body.user.id;
});

/** The ledger entry a redeemed token made. */
async function entryOfToken(tokenId: string) {
  const { rows } = await sql().query<{ id: string }>(
    "select id from reward_ledger where token_id = $1",
    [tokenId],
  );
  return Number(rows[0]!.id);
}

async function lastEntry(userId: string, reason: string) {
  const { rows } = await sql().query<{ id: string }>(
    "select id from reward_ledger where user_id = $1 and reason = $2 order by id desc limit 1",
    [userId, reason],
  );
  return Number(rows[0]!.id);
}

describe("voiding a ledger entry", () => {
  it("reverses a redemption exactly: the punch, the XP, the level, and the unused level-up token it brought", async () => {
    const customer = await createUser({ xp: xpToReach(15) - 3, punches: 2 });
    const phone = await signedIn(customer);
    const token = await insertToken();
    const before = await userState(customer.id);
    expect(before.level).toBe(14);

    const redeemed = await phone.post("/api/token/use", { tokenId: token });
    expect(redeemed.status).toBe(200);
    const [levelUp] = redeemed.body.tokensIssued as string[];
    expect(levelUp).toBeDefined();
    expect(await userState(customer.id)).toMatchObject({ punches: 3, level: 15 });

    const entryId = await entryOfToken(token);
    const voided = await people.admin.post(`/api/ledger/${entryId}/void`, {
      reason: "  Scanned twice by mistake  ",
    });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({
      entry: { reason: "void", punchDelta: -1, xpDelta: -5, voidsEntryId: entryId },
      punches: 2,
      isComplete: false,
      xp: before.xp,
      level: 14,
      tokensVoided: [levelUp],
    });

    const after = await userState(customer.id);
    expect(after).toMatchObject({ xp: before.xp, level: 14, punches: 2 });
    const { rows } = await sql().query(
      "select reason, note, actor_id, cycle, voids_entry_id from reward_ledger where voids_entry_id = $1",
      [entryId],
    );
    expect(rows).toEqual([
      {
        reason: "void",
        note: "Scanned twice by mistake",
        actor_id: adminId,
        cycle: 0,
        voids_entry_id: String(entryId),
      },
    ]);

    // The taken-back level-up token is refused as expired and stays unused.
    const refused = await phone.post("/api/token/use", { tokenId: levelUp });
    expect(refused.status).toBe(410);
    expect(refused.body.error).toBe("This QR code has expired. Ask for a new one.");
    const token2 = await sql().query("select used_at, voided_at from punch_tokens where id = $1", [
      levelUp,
    ]);
    expect(token2.rows[0].used_at).toBeNull();
    expect(token2.rows[0].voided_at).not.toBeNull();
    expect(await userState(customer.id)).toMatchObject({ punches: 2, xp: before.xp });
  });

  it("refuses voiding twice, voiding a void and voiding a card reset, changing nothing", async () => {
    const customer = await createUser({ punches: 4 });
    const phone = await signedIn(customer);
    const token = await insertToken();
    expect((await phone.post("/api/token/use", { tokenId: token })).status).toBe(200);
    const entryId = await entryOfToken(token);
    expect(
      (await people.admin.post(`/api/ledger/${entryId}/void`, { reason: "Refund" })).status,
    ).toBe(200);
    const voidId = await lastEntry(customer.id, "void");

    const tables = ["punch_cards", "reward_ledger", "users", "punch_tokens"] as const;
    const before = await fingerprint([...tables]);
    const twice = await people.admin.post(`/api/ledger/${entryId}/void`, { reason: "Again" });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe("This entry has already been voided.");
    const ofVoid = await people.admin.post(`/api/ledger/${voidId}/void`, { reason: "Undo" });
    expect(ofVoid.status).toBe(409);
    expect(ofVoid.body.error).toBe(
      "A void cannot be voided. The entry it reversed stays reversed.",
    );

    // Unfinished: the admin confirms the 4 punches the clearing loses.
    const reset = await people.admin.post(`/api/punchcard/${customer.id}/reset`, {
      confirmLoss: 4,
    });
    expect(reset.status).toBe(200);
    const resetId = await lastEntry(customer.id, "card_reset");
    const afterReset = await fingerprint([...tables]);
    const ofReset = await people.admin.post(`/api/ledger/${resetId}/void`, { reason: "Oops" });
    expect(ofReset.status).toBe(409);
    expect(ofReset.body.error).toBe(
      "A card reset cannot be voided: the free product was handed over with it.",
    );
    expect(await fingerprint([...tables])).toEqual(afterReset);
    expect(before).not.toEqual(afterReset);
  });

  it("lets exactly one of two simultaneous voids of one entry through", async () => {
    const customer = await createUser({ punches: 1 });
    const token = await insertToken();
    expect(
      (await (await signedIn(customer)).post("/api/token/use", { tokenId: token })).status,
    ).toBe(200);
    const entryId = await entryOfToken(token);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        people.admin.post(`/api/ledger/${entryId}/void`, { reason: "Race" }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await userState(customer.id)).toMatchObject({ punches: 1, xp: 0 });
  });

  it("takes back the XP of a punch on a card already handed over, but leaves the new card alone", async () => {
    const customer = await createUser({ punches: 9 });
    const phone = await signedIn(customer);
    const token = await insertToken();
    expect((await phone.post("/api/token/use", { tokenId: token })).status).toBe(200);
    // Unfinished: the admin confirms the 4 punches the clearing loses.
    const reset = await people.admin.post(`/api/punchcard/${customer.id}/reset`, {
      confirmLoss: 4,
    });
    expect(reset.status).toBe(200);
    const next = await insertToken();
    expect((await phone.post("/api/token/use", { tokenId: next })).status).toBe(200);

    const voided = await people.admin.post(`/api/ledger/${await entryOfToken(token)}/void`, {
      reason: "Refund of last month's order",
    });
    expect(voided.status).toBe(200);
    // The answer says only the XP came off: that card was already handed over.
    expect(voided.body).toMatchObject({
      entry: { punchDelta: 0, xpDelta: -5 },
      punches: 1,
      cardHandedOver: true,
    });
    expect(await userState(customer.id)).toMatchObject({ punches: 1, xp: 5 });
  });

  it("takes a voided punch or code off its day, and moves the card's last punch back", async () => {
    const customer = await createUser();
    const phone = await signedIn(customer);
    const tokens = [await insertToken(), await insertToken(), await insertToken()];
    for (const tokenId of tokens) {
      expect((await phone.post("/api/token/use", { tokenId })).status).toBe(200);
    }
    const code = await insertCode(await insertProduct());
    expect((await phone.post("/api/verify", { code })).status).toBe(200);
    const day = async () =>
      (
        await sql().query<{ punches: number; codes: number }>(
          "select sum(punches)::int as punches, sum(codes)::int as codes from earn_days where user_id = $1",
          [customer.id],
        )
      ).rows[0];
    const lastPunch = async () =>
      (
        await sql().query<{ at: Date | null }>(
          "select last_punch_at as at from punch_cards where user_id = $1",
          [customer.id],
        )
      ).rows[0]!.at;
    const stampOf = async (tokenId: string) =>
      (
        await sql().query<{ at: Date }>(
          "select created_at as at from reward_ledger where token_id = $1",
          [tokenId],
        )
      ).rows[0]!.at;
    const voidEntry = async (id: number) =>
      expect((await people.admin.post(`/api/ledger/${id}/void`, { reason: "Test" })).status).toBe(
        200,
      );
    expect(await day()).toEqual({ punches: 3, codes: 1 });
    const newest = await lastPunch();

    // An older punch: off its day, while the newest punch still starts the cooldown.
    await voidEntry(await entryOfToken(tokens[0]!));
    expect(await day()).toEqual({ punches: 2, codes: 1 });
    expect(await lastPunch()).toEqual(newest);
    // The newest punch: the cooldown runs from the punch before it.
    await voidEntry(await entryOfToken(tokens[2]!));
    expect(await day()).toEqual({ punches: 1, codes: 1 });
    expect(await lastPunch()).toEqual(await stampOf(tokens[1]!));
    // The code, then the last punch standing: nothing left on the day, no last punch.
    await voidEntry(await lastEntry(customer.id, "code"));
    await voidEntry(await entryOfToken(tokens[1]!));
    expect(await day()).toEqual({ punches: 0, codes: 0 });
    expect(await lastPunch()).toBeNull();
    const check = await runScript("db-check.mjs", [], { DATABASE_URL: process.env.DATABASE_URL! });
    expect(check.output).toContain("All reward invariants hold.");
  });

  it("answers 404 for an entry that does not exist or is malformed, and 400 without a reason", async () => {
    const customer = await createUser({ xp: 30 });
    const entryId = await lastEntry(customer.id, "admin_xp");
    expect((await people.admin.post("/api/ledger/999999999999/void", { reason: "x" })).status).toBe(
      404,
    );
    expect((await people.admin.post("/api/ledger/abc/void", { reason: "x" })).status).toBe(404);
    expect(
      (await people.admin.post("/api/ledger/99999999999999999999/void", { reason: "x" })).status,
    ).toBe(404);
    const blank = await people.admin.post(`/api/ledger/${entryId}/void`, { reason: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe("Please enter a reason");
    const long = await people.admin.post(`/api/ledger/${entryId}/void`, {
      reason: "x".repeat(201),
    });
    expect(long.status).toBe(400);
    expect(await userState(customer.id)).toMatchObject({ xp: 30 });
  });

  it("refuses staff and customers: only an admin voids", async () => {
    const customer = await createUser({ xp: 30 });
    const entryId = await lastEntry(customer.id, "admin_xp");
    const staff = await signedIn(await createUser({ role: "staff" }));
    expect((await staff.post(`/api/ledger/${entryId}/void`, { reason: "x" })).status).toBe(403);
    expect(
      (await people.customerA.post(`/api/ledger/${entryId}/void`, { reason: "x" })).status,
    ).toBe(403);
    expect(await userState(customer.id)).toMatchObject({ xp: 30 });
  });
});

describe("reasons on the admin's own adjustments", () => {
  it("keeps the reason given with a punch or XP by hand, and SPEC's calls without one still work", async () => {
    const customer = await createUser();
    const punch = await people.admin.post(`/api/punchcard/${customer.id}/punch`, {
      reason: "Lost token",
    });
    expect(punch.status).toBe(200);
    const xp = await people.admin.post(`/api/users/${customer.id}/xp`, {
      amount: 40,
      reason: "Birthday",
    });
    expect(xp.status).toBe(200);
    expect(xp.body).toMatchObject({ leveledUp: false, oldLevel: 1, newLevel: 1 });
    expect((await people.admin.post(`/api/users/${customer.id}/xp`, { amount: 5 })).status).toBe(
      200,
    );
    expect((await people.admin.post(`/api/punchcard/${customer.id}/punch`)).status).toBe(200);
    const { rows } = await sql().query(
      "select reason, note, actor_id from reward_ledger where user_id = $1 order by id",
      [customer.id],
    );
    expect(rows).toEqual([
      { reason: "admin_punch", note: "Lost token", actor_id: adminId },
      { reason: "admin_xp", note: "Birthday", actor_id: adminId },
      { reason: "admin_xp", note: null, actor_id: adminId },
      { reason: "admin_punch", note: null, actor_id: adminId },
    ]);
    const blank = await people.admin.post(`/api/users/${customer.id}/xp`, {
      amount: 5,
      reason: " ",
    });
    expect(blank.status).toBe(400);
  });
});

describe("the ledger through a storm of redemptions, voids and resets", () => {
  it("keeps every card, XP and level in step with the ledger (npm run db:check)", async () => {
    const customers = await Promise.all(
      Array.from({ length: 3 }, () => createUser({ xp: xpToReach(15) - 12 })),
    );
    const phones = await Promise.all(customers.map((c) => signedIn(c)));
    const admin = await signedIn(ADMIN);
    const tokens = await Promise.all(Array.from({ length: 150 }, () => insertToken()));
    let next = 0;
    let racing = true;
    const statuses: number[] = [];

    // Each customer redeems as fast as they can; the owner voids their newest unvoided
    // entries and resets their cards, all at once.
    const redeemers = phones.flatMap((phone) =>
      Array.from({ length: 3 }, async () => {
        while (racing && next < tokens.length) {
          statuses.push((await phone.post("/api/token/use", { tokenId: tokens[next++] })).status);
        }
      }),
    );
    const voids: number[] = [];
    // Rounds, not seconds: a busy machine gets through fewer voids in a given time, and the
    // storm must still void enough to matter. It ends once every token was tried and eight
    // voids went through.
    const voider = (async () => {
      const done = () => voids.filter((s) => s === 200).length >= 8 && next >= tokens.length;
      for (let round = 0; round < 500 && !done(); round++) {
        for (const customer of customers) {
          const { rows } = await sql().query<{ id: string }>(
            `select l.id from reward_ledger l
             where l.user_id = $1 and l.reason in ('token', 'admin_xp', 'admin_punch')
               and not exists (select 1 from reward_ledger v where v.voids_entry_id = l.id)
             order by l.id desc limit 2`,
            [customer.id],
          );
          const answers = await Promise.all(
            rows.map((r) => admin.post(`/api/ledger/${r.id}/void`, { reason: "Storm" })),
          );
          voids.push(...answers.map((a) => a.status));
          if (Math.random() < 0.3) await admin.post(`/api/punchcard/${customer.id}/reset`);
        }
      }
      racing = false;
    })();
    await Promise.all([voider, ...redeemers]);

    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(10);
    expect(statuses.every((s) => [200, 409].includes(s))).toBe(true);
    expect(voids.filter((s) => s === 200).length).toBeGreaterThan(5);
    expect(voids.every((s) => [200, 409].includes(s))).toBe(true);

    const check = await runScript("db-check.mjs", [], { DATABASE_URL: process.env.DATABASE_URL! });
    expect(check.output).toContain("each void reverses exactly one entry of the same customer");
    expect(check.output).toContain("All reward invariants hold.");
    expect(check.code).toBe(0);
  }, 120_000);
});
