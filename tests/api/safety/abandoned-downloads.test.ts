import { Client, closeDb, sql } from "../../support/api";
import { startIsolatedStack, type IsolatedStack } from "../../support/isolated-stack";

// A CSV download the client stops reading part-way must end quietly in the server: no
// uncaught exception in its log, and the export's database connection handed back. A private
// app server, whose error output the test reads.
jest.setTimeout(180_000);

let stack: IsolatedStack;
let admin: Client;

beforeAll(async () => {
  stack = await startIsolatedStack();
  process.env.DATABASE_URL = stack.databaseUrl;
  admin = await new Client(stack.baseUrl).login(stack.admin.username, stack.admin.password);
  // Enough customers that the file is still streaming when the client walks away.
  await sql().query(
    `insert into users (username, name, password_hash)
     select 'walkaway' || n, 'Customer ' || n, 'x' from generate_series(1, 30000) n`,
  );
}, 180_000);

afterAll(async () => {
  await closeDb();
  await stack?.close();
});

/** Starts a download, reads its first chunk, then stops reading and drops the connection. */
async function abandon(path: string) {
  const abort = new AbortController();
  const response = await fetch(`${stack.baseUrl}${path}`, {
    signal: abort.signal,
    headers: { cookie: admin.cookie, "x-forwarded-for": admin.ip },
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const first = await reader.read();
  expect(first.done).toBe(false);
  abort.abort();
  await reader.cancel().catch(() => undefined);
}

/** Connections of the app's pool still inside an export's read-only transaction. */
async function exportsOpen(): Promise<number> {
  const { rows } = await sql().query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and query ilike '%export_rows%'
       and state <> 'idle' and pid <> pg_backend_pid()`,
  );
  return rows[0]!.n;
}

describe("an abandoned CSV download", () => {
  it("ends the stream without an uncaught exception, five times over", async () => {
    for (let i = 0; i < 5; i++) await abandon("/api/export/customers.csv");
    // The cursors are closed and their connections back in the pool.
    const deadline = Date.now() + 20_000;
    while ((await exportsOpen()) > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await exportsOpen()).toBe(0);
    const log = await stack.serverLog();
    expect(log).not.toMatch(/uncaught|Controller is already closed|ERR_INVALID_STATE/i);
    // The server is still serving, and a whole download still arrives whole.
    const whole = await admin.get("/api/export/customers.csv");
    expect(whole.status).toBe(200);
    expect(
      String(whole.body)
        .split("\n")
        .filter((l) => l.startsWith("walkaway")),
    ).toHaveLength(30_000);
  });
});
