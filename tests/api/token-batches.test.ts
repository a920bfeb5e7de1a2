import { cast, closeDb, createUser, signedIn, sql, type Client } from "../support/api";
import { insertToken, userState } from "../support/rewards";

afterAll(closeDb);

const EXPIRED = { error: "This QR code has expired. Ask for a new one.", code: "gone" };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type Batch = {
  id: string;
  label: string;
  count: number;
  createdBy: string | null;
  expiresAt: string;
  voidedAt: string | null;
  used: number;
  unused: number;
  expiredUnused: number;
  tokens: { id: string; usedAt: string | null; usedByName: string | null; url: string }[];
};

async function makeBatch(client: Client, body: Record<string, unknown> = {}) {
  const answer = await client.post<Batch>("/api/token-batches", {
    count: 3,
    expiresAt: inDays(30),
    label: "Receipts, December",
    ...body,
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

async function tokenRow(id: string) {
  const { rows } = await sql().query(
    "select used_at, used_by, voided_at from punch_tokens where id = $1",
    [id],
  );
  return rows[0] as { used_at: Date | null; used_by: string | null; voided_at: Date | null };
}

async function listed(client: Client, id: string) {
  const { body } = await client.get<{ batches: Batch[] }>("/api/token-batches");
  return body.batches.find((b) => b.id === id)!;
}

describe("POST /api/token-batches", () => {
  it("makes the batch and its tokens together: shop tokens with the batch's expiry and maker", async () => {
    const { admin } = await cast();
    const expiresAt = inDays(10);
    const made = await makeBatch(admin, { count: 5, expiresAt });
    const { rows } = await sql().query(
      `select t.kind, t.expires_at, t.created_by, u.username
       from punch_tokens t left join users u on u.id = t.created_by where t.batch_id = $1`,
      [made.id],
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.kind).toBe("admin");
      expect(new Date(row.expires_at).toISOString()).toBe(expiresAt);
      expect(row.username).toBe("admin");
    }
  });

  it("refuses 0 and 501 tokens, an expiry in the past or more than a year ahead, and a long label", async () => {
    const { admin } = await cast();
    const before = await sql().query("select count(*)::int as n from token_batches");
    for (const body of [
      { count: 0 },
      { count: 501 },
      { count: 2.5 },
      { expiresAt: inDays(-1) },
      { expiresAt: inDays(400) },
      { expiresAt: "not a date" },
      { label: "x".repeat(61) },
    ]) {
      const answer = await admin.post("/api/token-batches", {
        count: 2,
        expiresAt: inDays(5),
        ...body,
      });
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.body).toMatchObject({ code: "bad_request" });
    }
    const after = await sql().query("select count(*)::int as n from token_batches");
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect(
      (await admin.post("/api/token-batches", { count: 500, expiresAt: inDays(1) })).status,
    ).toBe(201);
  });
});

describe("a batch's tokens", () => {
  it("redeem once each, and the counts match what was redeemed", async () => {
    const { admin, customerA, customerB, a } = await cast();
    const made = await makeBatch(admin, { count: 4 });
    const { body: batch } = await admin.get<Batch>(`/api/token-batches/${made.id}`);
    expect(batch.tokens).toHaveLength(4);
    const [first, second] = batch.tokens;
    expect((await customerA.post("/api/token/use", { tokenId: first!.id })).status).toBe(200);
    expect((await customerA.post("/api/token/use", { tokenId: second!.id })).status).toBe(200);
    // Used is used, for anyone.
    expect((await customerB.post("/api/token/use", { tokenId: first!.id })).status).toBe(404);
    expect(await userState(a.id)).toMatchObject({ punches: 2, xp: 10 });

    expect(await listed(admin, made.id)).toMatchObject({
      count: 4,
      used: 2,
      unused: 2,
      expiredUnused: 0,
      label: "Receipts, December",
      createdBy: "admin",
      voidedAt: null,
    });
    const { body: after } = await admin.get<Batch>(`/api/token-batches/${made.id}`);
    const used = after.tokens.filter((t) => t.usedAt);
    expect(used.map((t) => t.id).sort()).toEqual([first!.id, second!.id].sort());
    expect(used.every((t) => t.usedByName === a.username)).toBe(true);
  });

  it("carry the customer dashboard address with token=<id>, as the QR generator's", async () => {
    const { admin } = await cast();
    const made = await makeBatch(admin, { count: 1 });
    const { body } = await admin.get<Batch>(`/api/token-batches/${made.id}`);
    const token = body.tokens[0]!;
    const url = new URL(token.url);
    expect(url.pathname).toBe("/user/dashboard");
    expect(url.searchParams.get("token")).toBe(token.id);
  });

  it("stop at once when the batch is voided: 410 with the expired message, and stay unused; used stay used", async () => {
    const { admin, customerA, customerB, b } = await cast();
    const made = await makeBatch(admin, { count: 3 });
    const { body: batch } = await admin.get<Batch>(`/api/token-batches/${made.id}`);
    const [used, ...rest] = batch.tokens;
    expect((await customerA.post("/api/token/use", { tokenId: used!.id })).status).toBe(200);

    const voided = await admin.post(`/api/token-batches/${made.id}/void`);
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ id: made.id, voidedTokens: 2 });

    for (const token of rest) {
      const answer = await customerB.post("/api/token/use", { tokenId: token.id });
      expect(answer.status).toBe(410);
      expect(answer.body).toEqual(EXPIRED);
      const row = await tokenRow(token.id);
      expect(row.used_at).toBeNull();
      expect(row.voided_at).not.toBeNull();
    }
    expect(await userState(b.id)).toMatchObject({ punches: 0, xp: 0, ledger: 0 });
    const kept = await tokenRow(used!.id);
    expect(kept.used_at).not.toBeNull();
    expect(kept.voided_at).toBeNull();
    expect(await listed(admin, made.id)).toMatchObject({ used: 1, unused: 2, expiredUnused: 2 });
    expect((await listed(admin, made.id)).voidedAt).not.toBeNull();
  });

  it("refuses voiding twice (409) and an unknown batch (404)", async () => {
    const { admin } = await cast();
    const made = await makeBatch(admin, { count: 1 });
    expect((await admin.post(`/api/token-batches/${made.id}/void`)).status).toBe(200);
    const { rows } = await sql().query("select voided_at from token_batches where id = $1", [
      made.id,
    ]);
    const again = await admin.post(`/api/token-batches/${made.id}/void`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "conflict" });
    const still = await sql().query("select voided_at from token_batches where id = $1", [made.id]);
    expect(still.rows[0].voided_at).toEqual(rows[0].voided_at);
    const unknown = await admin.post(
      "/api/token-batches/00000000-0000-4000-8000-000000000000/void",
    );
    expect(unknown.status).toBe(404);
  });
});

describe("staff at the counter", () => {
  it("may create, list and read batches, but not void one", async () => {
    const staffUser = await createUser({ role: "staff" });
    const staff = await signedIn(staffUser);
    const made = await makeBatch(staff, { count: 2, label: "Counter" });
    const mine = await listed(staff, made.id);
    expect(mine).toMatchObject({ createdBy: staffUser.username, unused: 2 });
    expect((await staff.get(`/api/token-batches/${made.id}`)).status).toBe(200);
    const refused = await staff.post(`/api/token-batches/${made.id}/void`);
    expect(refused.status).toBe(403);
    const { rows } = await sql().query(
      "select count(*)::int as n from punch_tokens where batch_id = $1 and voided_at is not null",
      [made.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it("lists batches newest first", async () => {
    const { admin } = await cast();
    const older = await makeBatch(admin, { count: 1, label: "Older" });
    const newer = await makeBatch(admin, { count: 1, label: "Newer" });
    const { body } = await admin.get<{ batches: Batch[] }>("/api/token-batches");
    const ids = body.batches.map((b) => b.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });
});

describe("shop tokens that expire", () => {
  it("an expired token is refused with 410 and stays unused, while a fresh one works", async () => {
    const { customerA, a } = await cast();
    const stale = await insertToken();
    await sql().query(
      "update punch_tokens set expires_at = now() - interval '1 minute' where id = $1",
      [stale],
    );
    const refused = await customerA.post("/api/token/use", { tokenId: stale });
    expect(refused.status).toBe(410);
    expect(refused.body).toEqual(EXPIRED);
    expect((await tokenRow(stale)).used_at).toBeNull();
    expect(await userState(a.id)).toMatchObject({ punches: 0, ledger: 0 });

    const fresh = await insertToken();
    await sql().query(
      "update punch_tokens set expires_at = now() + interval '10 minutes' where id = $1",
      [fresh],
    );
    expect((await customerA.post("/api/token/use", { tokenId: fresh })).status).toBe(200);
    expect(await userState(a.id)).toMatchObject({ punches: 1 });
  });

  it("the token list answers expiresAt and each token's state: used, voided, expired or unused", async () => {
    const { admin, customerA } = await cast();
    const states: Record<string, string> = {};
    const expired = await insertToken();
    await sql().query(
      "update punch_tokens set expires_at = now() - interval '1 minute' where id = $1",
      [expired],
    );
    states[expired] = "expired";
    const used = await insertToken();
    await customerA.post("/api/token/use", { tokenId: used });
    states[used] = "used";
    const made = await makeBatch(admin, { count: 1 });
    await admin.post(`/api/token-batches/${made.id}/void`);
    const { rows } = await sql().query("select id from punch_tokens where batch_id = $1", [
      made.id,
    ]);
    states[rows[0].id] = "voided";
    const generated = await admin.post<{ id: string; expiresAt: string }>(
      "/api/admin/generate-token",
    );
    states[generated.body.id] = "unused";

    const { body } = await admin.get<{
      tokens: {
        id: string;
        status: string;
        expiresAt: string | null;
        createdAt: string;
        usedAt: string | null;
        usedByName: string | null;
      }[];
    }>("/api/admin/tokens");
    const seen = Object.fromEntries(
      body.tokens.filter((t) => t.id in states).map((t) => [t.id, t.status]),
    );
    expect(seen).toEqual(states);
    // A sheet's token says which sheet; the counter's own say none.
    const sheetToken = body.tokens.find((t) => t.id === rows[0].id) as { batchLabel?: string };
    expect(sheetToken.batchLabel).toBe("Receipts, December");
    const fresh = body.tokens.find((t) => t.id === generated.body.id)!;
    expect(fresh.expiresAt).toBe(generated.body.expiresAt);
    expect(fresh).toHaveProperty("createdAt");
    expect(fresh).toHaveProperty("usedByName", null);
    expect(fresh).toHaveProperty("batchLabel", null);
  });
});
