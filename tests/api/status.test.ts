import { cast, closeDb, createUser, sql } from "../support/api";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";

// testTimeout in jest.config.mjs is global-only: a run of several projects falls back to 5 s.
jest.setTimeout(60_000);
afterAll(closeDb);

describe("health endpoints", () => {
  it("GET /api/health answers while the app server runs, with its uptime", async () => {
    const { anonymous } = await cast();
    const answer = await anonymous.get<{ status: string; uptimeSeconds: number }>("/api/health");
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("ok");
    expect(answer.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(answer.headers.get("cache-control")).toContain("no-store");
  });

  it("GET /api/health/database makes a database round trip", async () => {
    const { anonymous } = await cast();
    const answer = await anonymous.get<{ status: string; latencyMs: number }>(
      "/api/health/database",
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "ok" });
    expect(answer.body.latencyMs).toBeGreaterThanOrEqual(0);
  });
});

describe("GET /api/admin/stats", () => {
  it("counts customers (not admins) and products for admins only", async () => {
    const { admin, customerA, anonymous } = await cast();
    await createUser({ role: "admin" });
    const count = async () =>
      (
        await sql().query(
          "select (select count(*) from users where role = 'user')::int as u, (select count(*) from products)::int as p",
        )
      ).rows[0];
    const before = await count();
    const answer = await admin.get<{ totalUsers: number; totalProducts: number }>(
      "/api/admin/stats",
    );
    const after = await count();
    expect(answer.status).toBe(200);
    expect(answer.body.totalUsers).toBeGreaterThanOrEqual(before.u);
    expect(answer.body.totalUsers).toBeLessThanOrEqual(after.u);
    expect(answer.body.totalProducts).toBeGreaterThanOrEqual(before.p);
    expect(answer.body.totalProducts).toBeLessThanOrEqual(after.p);
    expect((await customerA.get("/api/admin/stats")).status).toBe(403);
    expect((await anonymous.get("/api/admin/stats")).status).toBe(401);
  });
});

describe("when the database is down (a private app server and database)", () => {
  let stack: IsolatedStack | undefined;
  beforeAll(async () => {
    stack = await startIsolatedStack();
  }, 180_000);
  afterAll(async () => stack?.close());

  it("reports the database offline, quickly, while the API server still answers", async () => {
    const base = stack!.baseUrl;
    expect((await fetch(`${base}/api/health/database`)).status).toBe(200);
    await stack!.stopDatabase();
    const started = Date.now();
    const db = await fetch(`${base}/api/health/database`);
    expect(db.status).toBe(503);
    expect(await db.json()).toMatchObject({
      code: "unavailable",
      error: "The database did not answer",
    });
    expect(Date.now() - started).toBeLessThan(5000);
    const api = await fetch(`${base}/api/health`);
    expect(api.status).toBe(200);
  });
});
