import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  listenerPid,
  postmasterPid,
  startLauncher,
  statusOf,
  type Launcher,
} from "../support/launcher";
import { freePort, runScript } from "../support/server";

// `npm start` on its own embedded PostgreSQL: starting a fresh cluster and the app takes a
// while, so one launcher serves every test below, in order.
jest.setTimeout(300_000);

describe("npm start (the launcher)", () => {
  let dir: string;
  let env: Record<string, string>;
  let port: number;
  let shop: Launcher;
  const login = () => `http://127.0.0.1:${port}/login`;
  const health = () => `http://127.0.0.1:${port}/api/health/database`;
  const serving = async () => (await statusOf(login())) === 200;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "punchcard-launcher-"));
    // PostgreSQL runs as its own user, which must be able to reach the folder.
    chmodSync(dir, 0o755);
    port = await freePort();
    env = {
      DATABASE_URL: "",
      PUNCHCARD_DATA_DIR: dir,
      EMBEDDED_PG_PORT: String(await freePort()),
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "owner-password",
    };
    shop = startLauncher(env);
    await shop.waitUntil("the app did not start", serving, 180_000);
  });

  afterAll(async () => {
    await shop?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a second start in the same folder at once, naming the running shop, and touches nothing", async () => {
    const app = listenerPid(port);
    const database = postmasterPid(join(dir, "pg"));
    const record = readFileSync(join(dir, "launcher.json"), "utf8");
    // Another port, as an owner trying a second copy for a test would.
    const second = startLauncher({ ...env, PORT: String(await freePort()) });
    // At once: before any install, build or database start. One that took over is stopped.
    let timer: NodeJS.Timeout | undefined;
    const ended = await Promise.race([
      second.exit,
      new Promise<null>((r) => (timer = setTimeout(() => r(null), 30_000))),
    ]);
    clearTimeout(timer);
    if (!ended) await second.stop();

    expect(ended?.code).toBe(1);
    expect(second.output()).toContain(
      `already runs from this folder: launcher pid ${shop.process.pid}, http://127.0.0.1:${port}`,
    );
    expect(second.output()).not.toMatch(/stopped a left-over/);
    expect(listenerPid(port)).toBe(app);
    expect(postmasterPid(join(dir, "pg"))).toBe(database);
    expect(readFileSync(join(dir, "launcher.json"), "utf8")).toBe(record);
    expect(await statusOf(health())).toBe(200);
    expect(await statusOf(login())).toBe(200);
    expect(shop.output()).not.toMatch(/restarting/);
  });

  it("brings the app server back after it is killed", async () => {
    // Kill the process that serves the port, as the kernel's out-of-memory killer would.
    const server = listenerPid(port);
    expect(server).not.toBeNull();
    process.kill(server!, "SIGKILL");
    await shop.waitUntil("the app server did not die", () => listenerPid(port) !== server, 10_000);

    await shop.waitUntil(
      "the app did not come back within 60 s",
      async () => (await serving()) && listenerPid(port) !== null,
      60_000,
    );
    expect(listenerPid(port)).not.toBe(server);
    expect(shop.output()).toMatch(/app server was killed by SIGKILL; restarting/);
  });

  it("brings PostgreSQL and the app server back after PostgreSQL is killed", async () => {
    const pgDir = join(dir, "pg");
    const database = postmasterPid(pgDir);
    expect(database).not.toBeNull();
    process.kill(database!, "SIGKILL");

    await shop.waitUntil(
      "the launcher did not notice PostgreSQL's death within 10 s",
      () => /PostgreSQL was killed by SIGKILL; restarting/.test(shop.output()),
      10_000,
    );
    await shop.waitUntil(
      "the shop did not come back within 60 s",
      async () => (await statusOf(health())) === 200 && (await serving()),
      60_000,
    );
    expect(postmasterPid(pgDir)).not.toBe(database);
  });

  it("leaves the running shop's database to a maintenance command, and stops cleanly on SIGTERM", async () => {
    const database = postmasterPid(join(dir, "pg"));
    const check = await runScript("db-check.mjs", [], {
      DATABASE_URL: "",
      PUNCHCARD_DATA_DIR: dir,
    });
    expect(check.output).toContain("All reward invariants hold.");
    expect(check.code).toBe(0);
    expect(postmasterPid(join(dir, "pg"))).toBe(database);
    // What the demo and the maintenance commands start a cluster with refuses to take it over.
    const takeOver = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { startEmbedded } from "./scripts/lib/embedded-db.mjs";
         await startEmbedded({ dir: ${JSON.stringify(join(dir, "pg"))}, port: ${await freePort()} });`,
      ],
      { cwd: process.cwd(), encoding: "utf8" },
    );
    expect(takeOver.status).not.toBe(0);
    expect(takeOver.stderr).toContain(`belongs to a running process (pid ${shop.process.pid}:`);
    expect(postmasterPid(join(dir, "pg"))).toBe(database);
    expect(await statusOf(health())).toBe(200);

    // Stopping the service still stops the app and the database, and counts as success.
    shop.process.kill("SIGTERM");
    expect(await shop.exit).toEqual({ code: 0, signal: null });
    expect(await statusOf(login())).toBe(0);
    expect(existsSync(join(dir, "pg", "postmaster.pid"))).toBe(false);
    expect(existsSync(join(dir, "launcher.json"))).toBe(false);
  });
});
