#!/usr/bin/env node
// `npm start`: install, build, start PostgreSQL (embedded unless DATABASE_URL is set),
// migrate, make sure an admin exists, and serve. Ctrl-C stops the app and the database. An app
// server that dies is restarted (with a backoff and a limit, then the launcher exits non-zero).
// Only Node built-ins are imported up front: dependencies may not be installed yet.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild, ensureDependencies } from "./lib/build.mjs";
import { appNodeOptions } from "./lib/memory.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = resolve(root, process.env.PUNCHCARD_DATA_DIR || "data");
const launcherFile = resolve(dataDir, "launcher.json");
// An app server that dies is restarted after 1 s, 2 s, 4 s…; the sixth death within the
// window ends the launcher with an error instead.
const RESTART_LIMIT = 5;
const RESTART_WINDOW_MS = 10 * 60_000;
const FIRST_BACKOFF_MS = 1000;

async function main() {
  // Settings in .env count for the launcher's own choices too (external database, admin).
  if (existsSync(resolve(root, ".env"))) process.loadEnvFile(resolve(root, ".env"));
  ensureDependencies(root);
  const { startEmbedded, stopProcess } = await import("./lib/embedded-db.mjs");
  const { prepareDatabase } = await import("./lib/prepare-db.mjs");
  if (!process.argv.includes("--dev")) ensureBuild(root);

  mkdirSync(dataDir, { recursive: true });
  // An app server orphaned by a SIGKILLed launcher still holds the port: stop it first.
  if (existsSync(launcherFile)) {
    const previous = JSON.parse(readFileSync(launcherFile, "utf8"));
    if (await stopProcess(previous.appPid, "next", { signal: "SIGTERM" })) {
      console.log(`[app] stopped a left-over app server (pid ${previous.appPid})`);
    }
  }

  let database = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const port = Number(process.env.EMBEDDED_PG_PORT || 54329);
    database = await startEmbedded({ dir: resolve(dataDir, "pg"), port });
    databaseUrl = database.url;
    console.log(
      `[db] embedded PostgreSQL on 127.0.0.1:${port} (data in ${resolve(dataDir, "pg")})`,
    );
  }

  const { secret } = await prepareDatabase(databaseUrl, {
    root,
    adminUsername: process.env.ADMIN_USERNAME,
    adminPassword: process.env.ADMIN_PASSWORD,
  });

  const port = process.env.PORT || "3000";
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
  let restartTimer = null;
  const restarts = [];

  function startApp() {
    app = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env });
    writeFileSync(launcherFile, JSON.stringify({ appPid: app.pid, port }));
    app.on("exit", (code, signal) => onAppExit(code, signal));
  }

  // An app server that dies on its own (an out-of-memory kill, a crash) comes back after a
  // pause that doubles each time. If it keeps dying, the launcher stops the database and exits
  // non-zero, so the service manager (Restart=always) starts everything afresh.
  function onAppExit(code, signal) {
    if (stopping) return;
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    const now = Date.now();
    while (restarts.length && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length >= RESTART_LIMIT) {
      console.error(
        `[app] the app server ${how}; ${RESTART_LIMIT} restarts in ${RESTART_WINDOW_MS / 60_000} minutes, giving up`,
      );
      void shutdown(1);
      return;
    }
    const delay = FIRST_BACKOFF_MS * 2 ** restarts.length;
    console.error(`[app] the app server ${how}; restarting it in ${delay / 1000} s`);
    restartTimer = setTimeout(() => {
      restartTimer = null;
      restarts.push(Date.now());
      startApp();
    }, delay);
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
    rmSync(launcherFile, { force: true });
    process.exit(code);
  }

  process.on("SIGINT", () => shutdown(0));
  process.on("SIGTERM", () => shutdown(0));
  startApp();
  console.log(`[app] Punchcard is starting on http://localhost:${port} (${env.NODE_OPTIONS})`);
}

main().catch((error) => {
  console.error(`\n[start] ${error.message}`);
  process.exit(1);
});
