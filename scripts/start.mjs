#!/usr/bin/env node
// `npm start`: install, build, start PostgreSQL (embedded unless DATABASE_URL is set),
// migrate, make sure an admin exists, and serve. Ctrl-C stops the app and the database. An app
// server that dies is restarted, and so is an embedded PostgreSQL that dies (with the app
// server after it), with a backoff and a limit, then the launcher exits non-zero.
// A second start in the folder of a running shop refuses at once and touches nothing.
// Only Node built-ins are imported up front: dependencies may not be installed yet.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild, ensureDependencies } from "./lib/build.mjs";
import { appNodeOptions } from "./lib/memory.ts";
import {
  commandOf,
  liveOwner,
  parentOf,
  readRecord,
  releaseOwner,
  writeOwner,
} from "./lib/owner.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = resolve(root, process.env.PUNCHCARD_DATA_DIR || "data");
// Names the running launcher (pid, address) and its app server, for a second start to read.
const launcherFile = resolve(dataDir, "launcher.json");
// An app server (or embedded PostgreSQL) that dies is restarted after 1 s, 2 s, 4 s…; the
// sixth death within the window ends the launcher with an error instead.
const RESTART_LIMIT = 5;
const RESTART_WINDOW_MS = 10 * 60_000;
const FIRST_BACKOFF_MS = 1000;

/**
 * The launcher running from this folder, or null. Its record names it; a record written before
 * launchers named themselves ({ appPid, port }) still leads to it: the app server's parent.
 */
function runningLauncher() {
  const owner = liveOwner(launcherFile);
  if (owner) return owner;
  const previous = readRecord(launcherFile);
  const parent = previous?.appPid ? parentOf(previous.appPid) : 0;
  if (parent > 1 && parent !== process.pid && commandOf(parent).includes("start.mjs"))
    return { pid: parent, address: `http://localhost:${previous.port}` };
  return null;
}

async function main() {
  // Settings in .env count for the launcher's own choices too (external database, admin).
  if (existsSync(resolve(root, ".env"))) process.loadEnvFile(resolve(root, ".env"));
  const port = process.env.PORT || "3000";
  const address = `http://${process.env.HOST || "localhost"}:${port}`;

  // Before anything else (an install or a build would change the files the shop runs from):
  // a shop already running from this folder is left alone.
  const running = runningLauncher();
  if (running) {
    console.error(
      `[start] Punchcard already runs from this folder: launcher pid ${running.pid}, ${running.address}.\n` +
        "[start] Nothing was changed. Stop that one first (Ctrl-C in its terminal, or stop its service), " +
        "or start this one from another folder (PUNCHCARD_DATA_DIR).",
    );
    process.exit(1);
  }
  mkdirSync(dataDir, { recursive: true });
  // The launcher that wrote the file is gone (killed with SIGKILL): its app server, orphaned,
  // still holds the port. Stop it first (startEmbedded stops its PostgreSQL).
  const previous = readRecord(launcherFile);
  writeOwner(launcherFile, { address });

  ensureDependencies(root);
  const { startEmbedded, stopProcess } = await import("./lib/embedded-db.mjs");
  const { prepareDatabase } = await import("./lib/prepare-db.mjs");
  if (!process.argv.includes("--dev")) ensureBuild(root);

  if (previous?.appPid && (await stopProcess(previous.appPid, "next", { signal: "SIGTERM" }))) {
    console.log(`[app] stopped a left-over app server (pid ${previous.appPid})`);
  }

  let database = null;
  let databaseUrl = process.env.DATABASE_URL;
  const pgPort = Number(process.env.EMBEDDED_PG_PORT || 54329);
  const pgDir = resolve(dataDir, "pg");
  if (!databaseUrl) {
    database = await startEmbedded({ dir: pgDir, port: pgPort });
    databaseUrl = database.url;
    console.log(`[db] embedded PostgreSQL on 127.0.0.1:${pgPort} (data in ${pgDir})`);
  }

  const { secret } = await prepareDatabase(databaseUrl, {
    root,
    adminUsername: process.env.ADMIN_USERNAME,
    adminPassword: process.env.ADMIN_PASSWORD,
  });

  const nextBin = resolve(root, "node_modules/next/dist/bin/next");
  const args = [nextBin, process.argv.includes("--dev") ? "dev" : "start", "-p", port];
  if (process.env.HOST) args.push("-H", process.env.HOST);
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: process.env.AUTH_SECRET || secret,
    NEXT_TELEMETRY_DISABLED: "1",
    // A heap limit sized from the machine's memory (a quarter, 192 MB to 1 GB), unless
    // NODE_OPTIONS already sets one: see scripts/lib/memory.ts.
    NODE_OPTIONS: appNodeOptions(),
  };

  let app;
  let stopping = false;
  let recovering = false;
  let restartTimer = null;
  const restarts = [];

  function startApp() {
    app = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env });
    writeOwner(launcherFile, { address, appPid: app.pid });
    app.on("exit", (code, signal) => onAppExit(code, signal));
  }

  /** The delay before the next restart, or null (and the launcher ends) past the limit. */
  function nextDelay(what, how) {
    const now = Date.now();
    while (restarts.length && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length >= RESTART_LIMIT) {
      console.error(
        `${what} ${how}; ${RESTART_LIMIT} restarts in ${RESTART_WINDOW_MS / 60_000} minutes, giving up`,
      );
      void shutdown(1);
      return null;
    }
    return FIRST_BACKOFF_MS * 2 ** restarts.length;
  }

  // An app server that dies on its own (an out-of-memory kill, a crash) comes back after a
  // pause that doubles each time. If it keeps dying, the launcher stops the database and exits
  // non-zero, so the service manager (Restart=always) starts everything afresh.
  function onAppExit(code, signal) {
    if (stopping || recovering) return;
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    const delay = nextDelay("[app] the app server", how);
    if (delay === null) return;
    console.error(`[app] the app server ${how}; restarting it in ${delay / 1000} s`);
    restartTimer = setTimeout(() => {
      restartTimer = null;
      restarts.push(Date.now());
      startApp();
    }, delay);
  }

  // An embedded PostgreSQL that dies (killed, out of memory, stopped by another process) would
  // leave the app server answering 500s: stop the app server, start PostgreSQL again on the
  // same folder and port, then the app server, under the same backoff and limit.
  function watchDatabase() {
    const current = database;
    void current.exited.then(({ code, signal }) => {
      if (stopping || database !== current) return;
      void recoverDatabase(signal ? `was killed by ${signal}` : `exited with code ${code}`);
    });
  }

  async function recoverDatabase(how) {
    const delay = nextDelay("[db] PostgreSQL", how);
    if (delay === null) return;
    console.error(`[db] PostgreSQL ${how}; restarting it and the app server in ${delay / 1000} s`);
    recovering = true;
    if (restartTimer) clearTimeout(restartTimer);
    restartTimer = null;
    await stopApp();
    await new Promise((r) => setTimeout(r, delay));
    if (stopping) return;
    restarts.push(Date.now());
    try {
      database = await startEmbedded({ dir: pgDir, port: pgPort });
    } catch (error) {
      // Its old server processes may still be on their way out: try again, within the limit.
      database = null;
      void recoverDatabase(
        `did not start again (${error instanceof Error ? error.message : error})`,
      );
      return;
    }
    recovering = false;
    if (stopping) return;
    console.log(`[db] embedded PostgreSQL on 127.0.0.1:${pgPort} again`);
    watchDatabase();
    startApp();
  }

  async function stopApp() {
    // A child killed by a signal keeps exitCode null: signalCode says it is gone.
    if (!app || app.exitCode !== null || app.signalCode !== null) return;
    const exited = new Promise((r) => app.once("exit", r));
    app.kill("SIGTERM");
    const timer = setTimeout(() => app.kill("SIGKILL"), 30_000);
    await exited;
    clearTimeout(timer);
  }

  async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    if (restartTimer) clearTimeout(restartTimer);
    await stopApp();
    if (database) await database.stop();
    releaseOwner(launcherFile);
    process.exit(code);
  }

  // The embedded PostgreSQL's library stops its clusters on SIGINT and SIGTERM and then exits
  // with 128 + the signal: on a busy machine it did so while the app server was still
  // stopping, and a clean stop ended with code 143. The launcher stops both, in its order.
  process.removeAllListeners("SIGINT");
  process.removeAllListeners("SIGTERM");
  process.on("SIGINT", () => shutdown(0));
  process.on("SIGTERM", () => shutdown(0));
  if (database) watchDatabase();
  startApp();
  console.log(`[app] Punchcard is starting on ${address} (${env.NODE_OPTIONS})`);
}

main().catch((error) => {
  console.error(`\n[start] ${error.message}`);
  process.exit(1);
});
