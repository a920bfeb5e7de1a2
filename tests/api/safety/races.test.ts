import { randomBytes } from "node:crypto";
import { Client, closeDb, createUser, sql, type TestUser } from "../../support/api";
import { startIsolatedStack, type IsolatedStack } from "../../support/isolated-stack";
import { insertCode, insertProduct, insertToken } from "../../support/rewards";
import { runScript } from "../../support/server";

// Deletions and a large import racing a customer's own redemptions and codes. A private app
// server and database: the test reads the server's log, where a deadlock that the transaction
// helper ran again would show, and a 10,000-row import must not slow the other suites.
jest.setTimeout(300_000);

let stack: IsolatedStack;
let admin: Client;
let product: string;

beforeAll(async () => {
  stack = await startIsolatedStack();
  // tests/support's sql() connects to DATABASE_URL on first use: the private database.
  process.env.DATABASE_URL = stack.databaseUrl;
  admin = await new Client(stack.baseUrl).login(stack.admin.username, stack.admin.password);
  product = await insertProduct();
}, 180_000);

afterAll(async () => {
  await closeDb();
  await stack?.close();
});

const phone = (user: TestUser) => new Client(stack.baseUrl).login(user.username, user.password);

/** Lines of the server's log since `from` that say a request failed or a race was lost. */
async function troubleSince(from: number): Promise<string[]> {
  const lines = (await stack.serverLog()).split("\n").slice(from);
  return lines.filter((l) => /40P01|40001|deadlock|unexpected error|uncaught/i.test(l));
}
const logLength = async () => (await stack.serverLog()).split("\n").length;

async function expectConsistent() {
  const check = await runScript("db-check.mjs", [], { DATABASE_URL: stack.databaseUrl });
  expect(check.output).toContain("All reward invariants hold.");
  expect(check.code).toBe(0);
}

/** A customer with XP (ranked on the leaderboard) and a card, signed in. */
async function customer() {
  const user = await createUser({ xp: 40 + Math.floor(Math.random() * 400) });
  return { user, client: await phone(user) };
}

/**
 * Twenty redemptions and six verified codes by one customer, sent at once with `remove`
 * among them: the answers, each as status.
 */
async function raceDeletion(client: Client, remove: () => Promise<{ status: number }>) {
  const tokens = await Promise.all(Array.from({ length: 20 }, () => insertToken()));
  const codes = await Promise.all(Array.from({ length: 6 }, () => insertCode(product)));
  const earning = [
    ...tokens.map((tokenId) => () => client.post("/api/token/use", { tokenId })),
    ...codes.map((code) => () => client.post("/api/verify", { code })),
  ];
  // The deletion leaves in the middle of the burst, so requests arrive before, beside and after it.
  const half = earning.length / 2;
  const answers = await Promise.all([
    ...earning.slice(0, half).map((send) => send()),
    remove(),
    ...earning.slice(half).map((send) => send()),
  ]);
  const removal = answers[half]!.status;
  const rest = answers.filter((_, i) => i !== half).map((a) => a.status);
  // After the deletion: refused as a signed-out request, never a foreign key's 500.
  const after = await client.post("/api/token/use", { tokenId: await insertToken() });
  return { removal, rest, after: after.status };
}

describe("deleting an account while it earns", () => {
  it("DELETE /api/me beside 20 redemptions and 6 codes: every answer is clear, none a 500", async () => {
    const from = await logLength();
    const customers = await Promise.all(Array.from({ length: 3 }, () => customer()));
    const results = await Promise.all(
      customers.map(({ user, client }) =>
        raceDeletion(client, () => client.call("DELETE", "/api/me", { password: user.password })),
      ),
    );
    for (const { removal, rest, after } of results) {
      expect(removal).toBe(200);
      // 200 before the deletion, 401 after it, 409 once the card is full.
      expect(rest.filter((s) => ![200, 401, 409].includes(s))).toEqual([]);
      expect(after).toBe(401);
    }
    const { rows } = await sql().query("select count(*)::int as n from users where id = any($1)", [
      customers.map((c) => c.user.id),
    ]);
    expect(rows[0].n).toBe(0);
    expect(await troubleSince(from)).toEqual([]);
    await expectConsistent();
  });

  it("an admin's DELETE /api/users/{id} beside the customer's redemptions: the same", async () => {
    const from = await logLength();
    const customers = await Promise.all(Array.from({ length: 3 }, () => customer()));
    const results = await Promise.all(
      customers.map(({ user, client }) =>
        raceDeletion(client, () => admin.delete(`/api/users/${user.id}`)),
      ),
    );
    for (const { removal, rest, after } of results) {
      expect(removal).toBe(200);
      expect(rest.filter((s) => ![200, 401, 409].includes(s))).toEqual([]);
      expect(after).toBe(401);
    }
    expect(await troubleSince(from)).toEqual([]);
    await expectConsistent();
  });

  it("twenty DELETE /api/me at once: one deletes, every other one hears 401", async () => {
    const from = await logLength();
    const { user, client } = await customer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.call("DELETE", "/api/me", { password: user.password }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(401)]);
    expect(await troubleSince(from)).toEqual([]);
    await expectConsistent();
  });
});

describe("deleting a customer while an admin voids their entries", () => {
  it("DELETE /api/users/{id} beside six voids, five times over: only 200, 404 or 409", async () => {
    const from = await logLength();
    for (let round = 0; round < 5; round++) {
      const { user, client } = await customer();
      for (let i = 0; i < 6; i++) {
        expect((await client.post("/api/token/use", { tokenId: await insertToken() })).status).toBe(
          200,
        );
      }
      const { rows } = await sql().query<{ id: string }>(
        "select id::text from reward_ledger where user_id = $1 order by id",
        [user.id],
      );
      const voids = rows.map(
        (r) => () => admin.post(`/api/ledger/${r.id}/void`, { reason: "Race test" }),
      );
      const half = Math.floor(voids.length / 2);
      const answers = await Promise.all([
        ...voids.slice(0, half).map((send) => send()),
        admin.delete(`/api/users/${user.id}`),
        ...voids.slice(half).map((send) => send()),
      ]);
      const statuses = answers.map((a) => a.status);
      // The deletion always goes through; a void lands before it (200) or finds it gone (404).
      expect(statuses[half]).toBe(200);
      expect(statuses.filter((s) => ![200, 404, 409].includes(s))).toEqual([]);
    }
    expect(await troubleSince(from)).toEqual([]);
    await expectConsistent();
  });
});

describe("a 10,000-row import beside customers verifying codes", () => {
  it("commits, and no verification or redemption beside it fails", async () => {
    const from = await logLength();
    // Every row of the file has its own XP, so the import's kept counts take locks on 10,000
    // (level, XP) rows all through its commit; 24 customers verifying codes move through
    // those same rows, two at a time, as their XP grows.
    const verifiers = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const user = await createUser({ xp: 200 + 400 * i });
        return { user, client: await phone(user) };
      }),
    );
    const tag = randomBytes(3).toString("hex");
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `imp${tag}${i},Imported ${i},${i % 10},${100 + i}`,
    );
    // Shuffled, so the file's order is not the counts' key order.
    for (let i = lines.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
    }
    const csv = ["username,name,punches,xp", ...lines].join("\n");

    let importing = true;
    const statuses: number[] = [];
    const traffic = verifiers.map(async ({ client }, i) => {
      while (importing) {
        const answer =
          i % 3 === 0
            ? await client.post("/api/token/use", { tokenId: await insertToken() })
            : await client.post("/api/verify", { code: await insertCode(product) });
        statuses.push(answer.status);
        // A full card is refused (409): start the next one, as the counter would.
        if (answer.status === 409)
          await admin.post(`/api/punchcard/${verifiers[i]!.user.id}/reset`);
      }
    });
    const imported = await admin.post<{ rows: number }>("/api/import/customers", { csv });
    importing = false;
    await Promise.all(traffic);

    expect(imported.status).toBe(201);
    expect(imported.body.rows).toBe(10_000);
    expect(statuses.length).toBeGreaterThan(24);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(await troubleSince(from)).toEqual([]);
    await expectConsistent();
  });
});
