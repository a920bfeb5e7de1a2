#!/usr/bin/env node
// A second, private app server on its own embedded PostgreSQL, for tests that must stop the
// database or need a database with exactly one admin. The shared test database is never
// touched. Prints one JSON line when ready; reads commands on stdin: "stop-db" stops the
// database (the app server keeps running), "log" answers the app server's error output so
// far (what it logged: retried deadlocks, uncaught exceptions); closing stdin tears
// everything down.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { serverCoverage } from "../../scripts/lib/coverage.mjs";
import { freePort, startEmbedded } from "../../scripts/lib/embedded-db.mjs";
import { prepareDatabase } from "../../scripts/lib/prepare-db.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const admin = { username: "owner", password: "owner-password" };
const dir = mkdtempSync(join(tmpdir(), "punchcard-isolated-"));
chmodSync(dir, 0o755);

let db;
let server;
let dbRunning = false;
const serverLog = [];
// Every line the app server wrote to its error output, the newest 20,000.
const fullLog = [];

async function cleanup() {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  if (db && dbRunning) await db.stop().catch(() => {});
  dbRunning = false;
  rmSync(dir, { recursive: true, force: true });
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`app server exited: ${serverLog.join("").slice(-2000)}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`app server did not answer at ${url}`);
}

async function main() {
  db = await startEmbedded({ dir: join(dir, "pg"), port: await freePort(), persistent: false });
  dbRunning = true;
  const { secret } = await prepareDatabase(db.url, {
    root,
    adminUsername: admin.username,
    adminPassword: admin.password,
    log: () => {},
  });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...process.env,
        ...serverCoverage(),
        DATABASE_URL: db.url,
        AUTH_SECRET: secret,
        TRUST_PROXY: "1",
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  );
  server.stderr.on("data", (chunk) => {
    serverLog.push(String(chunk));
    if (serverLog.length > 50) serverLog.shift();
    fullLog.push(...String(chunk).split("\n").filter(Boolean));
    if (fullLog.length > 20_000) fullLog.splice(0, fullLog.length - 20_000);
  });
  await waitFor(`${baseUrl}/login`);
  console.log(JSON.stringify({ ready: true, baseUrl, databaseUrl: db.url, admin }));

  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (line.trim() === "stop-db" && dbRunning) {
      await db.stop();
      dbRunning = false;
      console.log(JSON.stringify({ dbStopped: true }));
    }
    if (line.trim() === "log") console.log(JSON.stringify({ log: fullLog.join("\n") }));
  }
  await cleanup();
  process.exit(0);
}

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => cleanup().finally(() => process.exit(0)));
}

main().catch(async (error) => {
  console.log(JSON.stringify({ error: String(error?.message ?? error) }));
  await cleanup().catch(() => {});
  process.exit(1);
});
