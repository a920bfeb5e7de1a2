import { Client, closeDb, createUser, signedIn, sql, uniqueName } from "../support/api";

afterAll(closeDb);

const SHORT = /^[ACDEFGHJKMNPQRTUVWXY34679]{8}$/;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

let staff: Client;
beforeAll(async () => {
  staff = await signedIn(await createUser({ role: "staff" }));
});

async function counterToken() {
  const answer = await staff.post<{ id: string; code: string }>("/api/admin/generate-token");
  expect(answer.status).toBe(201);
  return answer.body;
}

/** "acde fghj", "ACDE-FGHJ", "AcDeFgHj": as a customer might type it. */
const typed = (code: string, how: "lower" | "spaced" | "dashed") =>
  how === "lower"
    ? code.toLowerCase()
    : how === "spaced"
      ? `${code.slice(0, 4)} ${code.slice(4)}`
      : `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();

describe("a shop token's short typed form", () => {
  it("comes with every counter token, 8 characters of the unambiguous alphabet", async () => {
    const token = await counterToken();
    expect(token.code).toMatch(SHORT);
    expect(token.id).toHaveLength(22);
  });

  it("is redeemed in any case, with or without its separator, once", async () => {
    for (const how of ["lower", "spaced", "dashed"] as const) {
      const customer = await signedIn(await createUser());
      const token = await counterToken();
      const used = await customer.post<{ punches: number }>("/api/token/use", {
        tokenId: typed(token.code, how),
      });
      expect([how, used.status]).toEqual([how, 200]);
      expect(used.body.punches).toBe(1);
      // The ledger names the token itself, as a scan would.
      const { rows } = await sql().query("select token_id from reward_ledger where token_id = $1", [
        token.id,
      ]);
      expect(rows).toHaveLength(1);
      const again = await customer.post("/api/token/use", { tokenId: token.code });
      expect(again.status).toBe(404);
    }
  });

  it("is on every card of a printed sheet, and redeems it", async () => {
    const admin = await signedIn(await createUser({ role: "admin" }));
    const sheet = await admin.post<{ id: string }>("/api/token-batches", {
      count: 3,
      expiresAt: inDays(30),
      label: "Short codes",
    });
    expect(sheet.status).toBe(201);
    const batch = await admin.get<{ tokens: { id: string; code: string }[] }>(
      `/api/token-batches/${sheet.body.id}`,
    );
    expect(batch.body.tokens.map((t) => t.code)).toEqual([
      expect.stringMatching(SHORT),
      expect.stringMatching(SHORT),
      expect.stringMatching(SHORT),
    ]);
    const customer = await signedIn(await createUser());
    const used = await customer.post("/api/token/use", {
      tokenId: typed(batch.body.tokens[0]!.code, "lower"),
    });
    expect(used.status).toBe(200);
  });

  it("expires with its token", async () => {
    const token = await counterToken();
    await sql().query(
      "update punch_tokens set expires_at = now() - interval '1 second' where id = $1",
      [token.id],
    );
    const customer = await signedIn(await createUser());
    const late = await customer.post("/api/token/use", { tokenId: token.code });
    expect(late.status).toBe(410);
  });

  it("is refused after the wrong-code limit, which wrong product codes share", async () => {
    const user = await createUser();
    const customer = await signedIn(user);
    for (let i = 0; i < 8; i++) {
      const wrong = await customer.post("/api/token/use", { tokenId: "CCDE-FGHJ" });
      expect(wrong.status).toBe(404);
    }
    for (let i = 0; i < 2; i++) {
      expect((await customer.post("/api/verify", { code: "WRONGCODE1" })).status).toBe(404);
    }
    // Ten wrong codes in all: even a right short code waits now.
    const token = await counterToken();
    const limited = await customer.post("/api/token/use", { tokenId: token.code });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: "rate_limited" });
    // A scan of a QR (the long id) is not a guess and still works.
    const scanned = await customer.post("/api/token/use", { tokenId: token.id });
    expect(scanned.status).toBe(200);
  });

  it("gives 40 parallel wrong short codes exactly the 10 tries of the limit", async () => {
    const customer = await signedIn(await createUser());
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => customer.post("/api/token/use", { tokenId: "CCCC-CCCC" })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it("lets a walk-in join with it, typed in lower case", async () => {
    const token = await counterToken();
    const joined = await new Client().post<{ redemption: { punches: number } }>("/api/join", {
      tokenId: typed(token.code, "lower"),
      username: uniqueName("typed"),
      password: "secret-pass",
    });
    expect(joined.status).toBe(201);
    expect(joined.body.redemption.punches).toBe(1);
    const { rows } = await sql().query("select join_token_id from users where join_token_id = $1", [
      token.id,
    ]);
    expect(rows).toHaveLength(1);
  });
});
