// The app under test: a fresh database, the production server, signed-in clients.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dropDatabase, ensureDatabase, freePort, startEmbedded } from "../lib/embedded-db.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A fresh database: a new one on DATABASE_URL's server, or an embedded cluster in a temp dir. */
export async function freshDatabase(cleanups) {
  if (process.env.DATABASE_URL) {
    const name = `punchcard_bench_${Date.now()}_${process.pid}`;
    const url = await ensureDatabase(process.env.DATABASE_URL, name);
    cleanups.push(() => dropDatabase(process.env.DATABASE_URL, name));
    return url;
  }
  const dir = mkdtempSync(join(tmpdir(), "punchcard-bench-"));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  // PostgreSQL runs as its own user, which must be able to reach the folder.
  chmodSync(dir, 0o755);
  const db = await startEmbedded({
    dir: join(dir, "pg"),
    port: await freePort(),
    persistent: false,
  });
  cleanups.push(() => db.stop());
  return db.url;
}

/** Starts `next start` on a free loopback port; the last lines of its stderr are kept for the report. */
export async function startServer({ root, env, cleanups }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  const stderr = [];
  server.stderr.on("data", (chunk) => {
    stderr.push(...chunk.toString().split("\n").filter(Boolean));
    stderr.splice(0, Math.max(0, stderr.length - 40));
  });
  cleanups.push(async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill("SIGTERM");
    const exited = new Promise((r) => server.once("exit", r));
    if (
      (await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])) === false
    ) {
      server.kill("SIGKILL");
      await exited;
    }
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`the app server exited during start-up:\n${stderr.join("\n")}`);
    try {
      if ((await fetch(`${base}/login`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the app server did not answer at ${base}`);
    await sleep(250);
  }
  return { base, pid: server.pid, stderr };
}

/** Signs one account in through POST /api/auth/login from its own address; returns the cookie. */
export async function signIn(base, { username, password, ip }) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ username, password }),
  });
  const pair = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.includes("session-token=") && !c.endsWith("="));
  if (response.status !== 200 || !pair)
    throw new Error(`sign-in of ${username} answered ${response.status}`);
  return pair;
}

/** Signs many accounts in, a few at a time (each sign-in hashes with argon2). */
export async function signInAll(base, accounts, { concurrency = 4 } = {}) {
  const cookies = new Array(accounts.length);
  let next = 0;
  async function worker() {
    while (next < accounts.length) {
      const i = next++;
      cookies[i] = await signIn(base, accounts[i]);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return cookies;
}

/** A distinct client address per virtual client, so per-address limits never mix them up. */
export function addressOf(i) {
  const n = i + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
