// The app under test: a fresh database, the production server, signed-in clients.
import { startAppServer } from "../lib/app-server.mjs";
import { freePort, freshDatabase as freshDb } from "../lib/embedded-db.mjs";

/** A fresh database: a new one on DATABASE_URL's server, or an embedded cluster in a temp dir. */
export async function freshDatabase(cleanups) {
  const database = await freshDb("bench");
  cleanups.push(database.remove);
  return database.url;
}

/** Starts `next start` on a free loopback port; the last lines of its stderr are kept for the report. */
export async function startServer({ root, env, cleanups }) {
  const server = await startAppServer({
    root,
    port: await freePort(),
    env,
    keepStderr: true,
    timeoutMs: 90_000,
  });
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
