// The app under test: a fresh database, the production server, signed-in clients.
import { resolve } from "node:path";
import { startAppServer } from "../lib/app-server.mjs";
import { freePort, freshDatabase as freshDb } from "../lib/embedded-db.mjs";

/** A fresh database: a new one on DATABASE_URL's server, or an embedded cluster in a temp dir. */
export async function freshDatabase(cleanups) {
  const database = await freshDb("bench");
  cleanups.push(database.remove);
  return database.url;
}

/**
 * Starts `next start` on a free loopback port; the last lines of its stderr are kept for the
 * report. BENCH_PROFILE=1 runs it under `node --cpu-prof`: Next.js exits on SIGTERM, so the
 * profile of the whole run lands in BENCH_PROFILE_DIR (default bench-profiles/) at the end;
 * `node scripts/bench/profile-top.mjs FILE` prints its top entries.
 */
export async function startServer({ root, env, cleanups }) {
  const profileDir = resolve(root, process.env.BENCH_PROFILE_DIR ?? "bench-profiles");
  const server = await startAppServer({
    root,
    port: await freePort(),
    env,
    keepStderr: true,
    timeoutMs: 90_000,
    nodeArgs:
      process.env.BENCH_PROFILE === "1" ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  });
  if (process.env.BENCH_PROFILE === "1") console.log(`[bench] CPU profile goes to ${profileDir}`);
  cleanups.push(server.stop);
  return { base: server.url, pid: server.pid, stderr: server.stderr };
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
