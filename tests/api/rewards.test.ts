import { randomBytes } from "node:crypto";
import { cast, Client, closeDb, createUser, signedIn, sql, xpToReach } from "../support/api";
import { insertCode, insertProduct, insertToken, userState } from "../support/rewards";

afterAll(closeDb);

const INVALID = "This token has already been used or does not exist";

describe("POST /api/token/use", () => {
  it("adds a punch and 5 XP, and records it in the ledger", async () => {
    const { a, customerA } = await cast();
    const token = await insertToken();
    const answer = await customerA.post("/api/token/use", { tokenId: token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      punches: 1,
      isComplete: false,
      xp: 5,
      level: 1,
      oldLevel: 1,
      newLevel: 1,
      leveledUp: false,
      tokensIssued: [],
    });
    expect(await userState(a.id)).toMatchObject({
      xp: 5,
      punches: 1,
      ledger: 1,
      ledgerXp: 5,
      ledgerPunches: 1,
    });
    const { rows } = await sql().query("select used_by, used_at from punch_tokens where id = $1", [
      token,
    ]);
    expect(rows[0].used_by).toBe(a.id);
    expect(rows[0].used_at).not.toBeNull();
  });

  it("takes the token out of a scanned dashboard address's spaces", async () => {
    const { customerA } = await cast();
    const token = await insertToken();
    expect((await customerA.post("/api/token/use", { tokenId: `  ${token} ` })).status).toBe(200);
  });

  it("refuses a used token, an unknown token and a blank one", async () => {
    const { customerA, customerB, b } = await cast();
    const token = await insertToken();
    await customerA.post("/api/token/use", { tokenId: token });
    const again = await customerB.post("/api/token/use", { tokenId: token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: INVALID, code: "not_found" });
    expect(await userState(b.id)).toMatchObject({ xp: 0, punches: 0, ledger: 0 });
    const unknown = await customerA.post("/api/token/use", { tokenId: "no-such-token" });
    expect(unknown.body).toEqual({ error: INVALID, code: "not_found" });
    const blank = await customerA.post("/api/token/use", { tokenId: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: "Please enter a token" });
  });

  it("punches a complete card all the same: the punch waits on the next card", async () => {
    const user = await createUser({ punches: 10 });
    const client = await signedIn(user);
    const token = await insertToken();
    const answer = await client.post("/api/token/use", { tokenId: token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      punches: 10,
      isComplete: true,
      added: 1,
      xp: 5,
      card: { size: 10, punches: 10, waiting: 1 },
    });
    const { rows } = await sql().query("select used_at from punch_tokens where id = $1", [token]);
    expect(rows[0].used_at).not.toBeNull();
    // The cycle holds the card's ten and the one waiting.
    expect(await userState(user.id)).toMatchObject({ xp: 5, punches: 10, ledgerPunches: 11 });
  });

  it("completes the card at the tenth punch", async () => {
    const user = await createUser({ punches: 9 });
    const client = await signedIn(user);
    const answer = await client.post("/api/token/use", { tokenId: await insertToken() });
    expect(answer.body).toMatchObject({ punches: 10, isComplete: true });
  });

  it("lets only its owner redeem a level-up token", async () => {
    const { a, b, customerA, customerB } = await cast();
    const token = await insertToken({ ownerId: a.id });
    const stolen = await customerB.post("/api/token/use", { tokenId: token });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ error: INVALID, code: "not_found" });
    expect(await userState(b.id)).toMatchObject({ punches: 0, ledger: 0 });
    expect((await customerA.post("/api/token/use", { tokenId: token })).status).toBe(200);
  });

  it("issues a level-up token when the level crosses 15", async () => {
    // Level 14 with 5 XP short of level 15.
    const xp = xpToReach(15);
    const user = await createUser({ xp: xp - 5 });
    const client = await signedIn(user);
    const answer = await client.post("/api/token/use", { tokenId: await insertToken() });
    expect(answer.body).toMatchObject({ leveledUp: true, oldLevel: 14, newLevel: 15 });
    const issued = answer.body.tokensIssued as string[];
    expect(issued).toHaveLength(1);
    const { rows } = await sql().query(
      "select owner_id, kind, used_at from punch_tokens where id = $1",
      [issued[0]],
    );
    expect(rows[0]).toMatchObject({ owner_id: user.id, kind: "level_up", used_at: null });
    const me = await client.get("/api/rewards/me");
    expect(me.body.freeTokens).toEqual(issued);
  });

  it("offers only owned tokens it would take: not a gift past its life, not one taken back", async () => {
    const user = await createUser();
    const client = await signedIn(user);
    const live = await insertToken({ ownerId: user.id });
    const voided = await insertToken({ ownerId: user.id });
    // A birthday gift a minute past its life (inserted as a gift: the activity roll-up counts
    // level-up tokens, so turning one into a gift here would unbalance db:check).
    const expired = randomBytes(16).toString("base64url");
    await sql().query(
      `insert into punch_tokens (id, kind, owner_id, expires_at)
       values ($1, 'gift', $2, now() - interval '1 minute')`,
      [expired, user.id],
    );
    await sql().query("update punch_tokens set voided_at = now() where id = $1", [voided]);
    expect((await client.get("/api/rewards/me")).body.freeTokens).toEqual([live]);
    expect((await client.post("/api/token/use", { tokenId: expired })).status).toBe(410);
  });

  it("is for customers only", async () => {
    const { admin, anonymous } = await cast();
    const token = await insertToken();
    expect((await anonymous.post("/api/token/use", { tokenId: token })).status).toBe(401);
    expect((await admin.post("/api/token/use", { tokenId: token })).status).toBe(403);
    const { rows } = await sql().query("select used_at from punch_tokens where id = $1", [token]);
    expect(rows[0].used_at).toBeNull();
  });

  it("counts one token exactly once under 50 concurrent redemptions", async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser()));
    const clients = await Promise.all(users.map((u) => signedIn(u)));
    const token = await insertToken();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        clients[i % clients.length]!.post("/api/token/use", { tokenId: token }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 404)).toHaveLength(49);
    const states = await Promise.all(users.map((u) => userState(u.id)));
    expect(states.reduce((n, s) => n + s.punches, 0)).toBe(1);
    expect(states.reduce((n, s) => n + s.xp, 0)).toBe(5);
    for (const s of states) expect([s.xp, s.punches]).toEqual([s.ledgerXp, s.ledgerPunches]);
    const { rows } = await sql().query(
      "select count(*)::int as n from reward_ledger where token_id = $1",
      [token],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe("POST /api/verify", () => {
  it("marks the code used, grants 25 XP and returns the product", async () => {
    const { a, customerA } = await cast();
    const productId = await insertProduct({ name: "Mango Chew" });
    const code = await insertCode(productId);
    const answer = await customerA.post("/api/verify", {
      code: ` ${code.toLowerCase()} `,
      userId: "ignored",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      xp: 25,
      level: 1,
      leveledUp: false,
      product: { id: productId, name: "Mango Chew", flavors: ["Mint", "Mango"], stock: 5 },
    });
    const { rows } = await sql().query(
      "select is_used, used_at, used_by from verification_codes where code = $1",
      [code],
    );
    expect(rows[0]).toMatchObject({ is_used: true, used_by: a.id });
    expect(rows[0].used_at).not.toBeNull();
    expect(await userState(a.id)).toMatchObject({ xp: 25, punches: 0, ledger: 1, ledgerXp: 25 });
  });

  it("refuses a used or unknown code and a blank one", async () => {
    const { customerA, customerB, b } = await cast();
    const code = await insertCode(await insertProduct());
    await customerA.post("/api/verify", { code });
    const again = await customerB.post("/api/verify", { code });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({
      error: "The verification code you entered does not exist or has already been used",
      code: "not_found",
    });
    expect(await userState(b.id)).toMatchObject({ xp: 0, ledger: 0 });
    const blank = await customerA.post("/api/verify", { code: "  " });
    expect(blank.body).toMatchObject({ error: "Please enter a verification code" });
  });

  it("rate-limits a storm of wrong codes with 429", async () => {
    const { customerA } = await cast();
    for (let i = 0; i < 10; i++)
      expect((await customerA.post("/api/verify", { code: `WRONG${i}XXXXX` })).status).toBe(404);
    const blocked = await customerA.post("/api/verify", { code: "WRONGAGAIN" });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: "rate_limited" });
  });

  it("gives 40 parallel wrong codes exactly the 10 tries of the limit", async () => {
    const { customerA } = await cast();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        customerA.post("/api/verify", { code: `BURST${String(i).padStart(5, "0")}` }),
      ),
    );
    const count = (status: number) => answers.filter((r) => r.status === status).length;
    expect({ 404: count(404), 429: count(429) }).toEqual({ 404: 10, 429: 30 });
  });

  it("counts one code exactly once under 50 concurrent verifications", async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser()));
    const clients = await Promise.all(users.map((u) => signedIn(u)));
    const code = await insertCode(await insertProduct());
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        clients[i % clients.length]!.post("/api/verify", { code }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 404)).toHaveLength(49);
    const states = await Promise.all(users.map((u) => userState(u.id)));
    expect(states.reduce((n, s) => n + s.xp, 0)).toBe(25);
    for (const s of states) expect(s.xp).toBe(s.ledgerXp);
  });

  it("is for customers only", async () => {
    const { admin, anonymous } = await cast();
    const code = await insertCode(await insertProduct());
    expect((await anonymous.post("/api/verify", { code })).status).toBe(401);
    expect((await admin.post("/api/verify", { code })).status).toBe(403);
  });
});

describe("admin calls", () => {
  it("generate-token gives an unguessable single-use token, admin only", async () => {
    const { admin, customerA } = await cast();
    const answer = await admin.post("/api/admin/generate-token");
    expect(answer.status).toBe(201);
    expect(String(answer.body.id)).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect((await customerA.post("/api/admin/generate-token")).status).toBe(403);
    expect((await new Client().post("/api/admin/generate-token")).status).toBe(401);
    const recent = await admin.get<{ tokens: { id: string }[] }>("/api/admin/tokens");
    expect(recent.body.tokens.map((t) => t.id)).toContain(answer.body.id);
  });

  it("generate-code validates and creates codes of 10 unambiguous characters", async () => {
    const { admin, customerA } = await cast();
    const productId = await insertProduct();
    expect((await admin.post("/api/admin/generate-code", {})).body).toMatchObject({
      error: "Please select a product",
    });
    expect(
      (await admin.post("/api/admin/generate-code", { productId, quantity: 0 })).body,
    ).toMatchObject({ error: "Quantity must be between 1 and 100" });
    expect(
      (await admin.post("/api/admin/generate-code", { productId, quantity: 101 })).body,
    ).toMatchObject({ error: "Quantity must be between 1 and 100" });
    const answer = await admin.post<{ code: string; codes: { code: string }[] }>(
      "/api/admin/generate-code",
      { productId, quantity: 3 },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.codes).toHaveLength(3);
    for (const c of answer.body.codes) expect(c.code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{10}$/);
    expect((await customerA.post("/api/admin/generate-code", { productId })).status).toBe(403);
    const list = await admin.get<{ codes: { code: string }[] }>("/api/admin/codes?limit=3");
    expect(list.body.codes.map((c) => c.code).sort()).toEqual(
      answer.body.codes.map((c) => c.code).sort(),
    );
    expect((await customerA.get("/api/admin/codes")).status).toBe(403);
  });

  it("lists a batch of codes in the order it was generated, on every reload", async () => {
    const { admin } = await cast();
    const productId = await insertProduct();
    const batch = await admin.post<{ codes: { code: string }[] }>("/api/admin/generate-code", {
      productId,
      quantity: 12,
    });
    const generated = batch.body.codes.map((c) => c.code);
    const mine = new Set(generated);
    for (let reload = 0; reload < 3; reload++) {
      const list = await admin.get<{ codes: { code: string }[] }>("/api/admin/codes?limit=100");
      expect(list.body.codes.map((c) => c.code).filter((c) => mine.has(c))).toEqual(generated);
    }
  });

  it("resets a customer's card but never an admin's, and records who did it", async () => {
    const { admin, customerA } = await cast();
    const user = await createUser({ punches: 10 });
    const answer = await admin.post(`/api/punchcard/${user.id}/reset`);
    expect(answer.status).toBe(200);
    expect(await userState(user.id)).toMatchObject({ punches: 0, isComplete: false });
    const { rows } = await sql().query(
      "select reason, punch_delta, actor_id from reward_ledger where user_id = $1 and reason = 'card_reset'",
      [user.id],
    );
    expect(rows[0]).toMatchObject({ reason: "card_reset", punch_delta: -10 });
    expect(rows[0].actor_id).not.toBeNull();
    const otherAdmin = await createUser({ role: "admin" });
    expect((await admin.post(`/api/punchcard/${otherAdmin.id}/reset`)).status).toBe(404);
    expect((await customerA.post(`/api/punchcard/${user.id}/reset`)).status).toBe(403);
  });

  it("adds a punch and XP by hand, admin only", async () => {
    const { a, admin, customerA } = await cast();
    expect((await admin.post(`/api/punchcard/${a.id}/punch`)).body).toMatchObject({ punches: 1 });
    const xp = await admin.post(`/api/users/${a.id}/xp`, { amount: 200 });
    expect(xp.body).toMatchObject({ leveledUp: true, oldLevel: 1, newLevel: 2 });
    expect(await userState(a.id)).toMatchObject({
      xp: 200,
      punches: 1,
      ledger: 2,
      ledgerXp: 200,
      ledgerPunches: 1,
    });
    expect((await customerA.post(`/api/users/${a.id}/xp`, { amount: 1000 })).status).toBe(403);
    expect((await customerA.post(`/api/punchcard/${a.id}/punch`)).status).toBe(403);
    expect(await userState(a.id)).toMatchObject({ xp: 200, punches: 1 });
  });
});

describe("GET /api/punchcard/{userId}", () => {
  it("shows a card to its customer and to admins only", async () => {
    const { a, customerA, customerB, admin, anonymous } = await cast();
    expect((await customerA.get(`/api/punchcard/${a.id}`)).body).toEqual({
      punches: 0,
      isComplete: false,
      size: 10,
      rewards: [{ at: 10, name: expect.any(String), handedOver: false }],
      waiting: 0,
    });
    expect((await admin.get(`/api/punchcard/${a.id}`)).status).toBe(200);
    expect((await customerB.get(`/api/punchcard/${a.id}`)).status).toBe(404);
    expect((await anonymous.get(`/api/punchcard/${a.id}`)).status).toBe(401);
  });
});

describe("GET /api/leaderboard", () => {
  it("ranks customers with XP by level then XP, masks names and leaves admins out", async () => {
    // Other test files add customers while this runs, so every check is relative to this test's
    // own customers, read in one answer: the admin between them does not part them, and the
    // one ahead stands right above the viewer. Their level is above any other test's customers,
    // so both make the top.
    const prefix = `lb${Date.now() % 100000}`;
    const xp = xpToReach(1000) + 7;
    await createUser({ username: `${prefix}zzz`, xp: xp + 2 });
    await createUser({ role: "admin", username: `${prefix}adm`, xp: xp + 1 });
    const viewer = await createUser({ username: `${prefix}yyy`, xp });
    const board = await (
      await signedIn(viewer)
    ).get<{ top: { name: string; rank: number; isYou: boolean }[]; you: { rank: number } }>(
      "/api/leaderboard",
    );
    const { top, you } = board.body;
    const mine = top.findIndex((row) => row.isYou);
    expect(top[mine]!.rank).toBe(you.rank);
    const masked = (last: string) =>
      prefix.slice(0, 2).toUpperCase() + "*".repeat(prefix.length) + last;
    expect(top[mine - 1]).toMatchObject({ name: masked("Z"), rank: you.rank - 1 });
    expect(top.map((row) => row.name)).not.toContain(masked("M"));
  });

  it("tells other customers only what the leaderboard shows: no ids, no usernames", async () => {
    await createUser({ xp: 700000 });
    const client = await signedIn(await createUser({ xp: 10 }));
    const board = await client.get<{ top: object[]; you: object }>("/api/leaderboard");
    for (const row of board.body.top)
      expect(Object.keys(row).sort()).toEqual(["isYou", "level", "name", "rank", "xp"]);
    expect(Object.keys(board.body.you).sort()).toEqual(["level", "name", "rank", "xp"]);
  });
});
