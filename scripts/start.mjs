#!/usr/bin/env node
// `npm start`: install, build, start PostgreSQL (embedded unless DATABASE_URL is set),
// migrate, make sure an admin exists, and serve. Ctrl-C stops the app and the database.
// Only Node built-ins are imported up front: dependencies may not be installed yet.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild, ensureDependencies } from "./lib/build.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = resolve(root, process.env.PUNCHCARD_DATA_DIR || "data");
const launcherFile = resolve(dataDir, "launcher.json");

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
  const app = spawn(
    process.execPath,
    [nextBin, process.argv.includes("--dev") ? "dev" : "start", "-p", port],
    {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: process.env.AUTH_SECRET || secret,
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  );
  writeFileSync(launcherFile, JSON.stringify({ appPid: app.pid, port }));
  console.log(`[app] Punchcard is starting on http://localhost:${port}`);

  let stopping = false;
  async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    if (app.exitCode === null) {
      app.kill("SIGTERM");
      await new Promise((r) => app.once("exit", r));
    }
    if (database) await database.stop();
    rmSync(launcherFile, { force: true });
    process.exit(code);
  }
  process.on("SIGINT", () => shutdown(0));
  process.on("SIGTERM", () => shutdown(0));
  app.on("exit", (code) => shutdown(code ?? 0));
}

main().catch((error) => {
  console.error(`\n[start] ${error.message}`);
  process.exit(1);
});
