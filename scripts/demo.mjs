#!/usr/bin/env node
// `npm run demo`: like `npm start`, but on a separate embedded PostgreSQL in ./data/demo-pg
// whose demo database is dropped and seeded again on every run, so each run starts from the
// same small shop. Prints the demo sign-in details. Ctrl-C stops the app and the database.
// `--seed-only --database-url URL` only migrates and seeds that (empty) database, then exits.
// Only Node built-ins are imported up front: dependencies may not be installed yet.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild, ensureDependencies } from "./lib/build.mjs";
import { liveOwner, readRecord, releaseOwner, writeOwner } from "./lib/owner.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = resolve(root, process.env.PUNCHCARD_DATA_DIR || "data");
const launcherFile = resolve(dataDir, "demo-launcher.json");
const DEMO_DATABASE = "punchcard_demo";

function argument(name) {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function seed(databaseUrl) {
  const { prepareDemo } = await import("./lib/demo-seed.mjs");
  const { secret, counts, accounts } = await prepareDemo(databaseUrl, { root });
  console.log(
    `[demo] seeded ${counts.customers} customers, ${counts.products} products and ${counts.ledgerEntries} reward entries`,
  );
  return { secret, accounts };
}

function printAccounts(accounts, siteUrl) {
  const line = "=".repeat(64);
  const rows = [
    ["admin", accounts.admin, "the shop's owner: admin console"],
    ["staff", accounts.staff, accounts.staff.about],
    ...accounts.customers.map((c) => ["customer", c, c.about]),
  ].map(
    ([role, a, about]) =>
      `    ${role.padEnd(9)} ${a.username.padEnd(6)} / ${a.password.padEnd(11)} ${about}`,
  );
  console.log(
    `\n${line}\n  Demo shop: sign in with\n${rows.join("\n")}\n${siteUrl ? `  at ${siteUrl}/login\n` : ""}  Every run starts again from the same demo data.\n${line}\n`,
  );
}

async function main() {
  ensureDependencies(root);
  if (process.argv.includes("--seed-only")) {
    const url = argument("--database-url");
    if (!url) throw new Error("--seed-only needs --database-url URL (an empty database)");
    const { accounts } = await seed(url);
    printAccounts(accounts, null);
    return;
  }

  const port = process.env.PORT || "3000";
  // A demo already running from this folder is left alone (its database is dropped on start).
  const running = liveOwner(launcherFile);
  if (running) {
    throw new Error(
      `the demo already runs from this folder: launcher pid ${running.pid}, ${running.address}. ` +
        "Nothing was changed; stop that one first.",
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const previous = readRecord(launcherFile);
  writeOwner(launcherFile, { address: `http://localhost:${port}` });

  const { dropDatabase, ensureDatabase, startEmbedded, stopProcess } =
    await import("./lib/embedded-db.mjs");
  const { demoShopEnv } = await import("./lib/demo-content.mjs");
  ensureBuild(root);

  // An app server orphaned by a SIGKILLed demo still holds the port: stop it first.
  if (previous?.appPid && (await stopProcess(previous.appPid, "next", { signal: "SIGTERM" }))) {
    console.log(`[app] stopped a left-over demo app server (pid ${previous.appPid})`);
  }

  const pgPort = Number(process.env.EMBEDDED_DEMO_PG_PORT || 54339);
  const pgDir = resolve(dataDir, "demo-pg");
  const database = await startEmbedded({ dir: pgDir, port: pgPort });
  console.log(`[db] demo PostgreSQL on 127.0.0.1:${pgPort} (data in ${pgDir})`);
  let app = null;
  let stopping = false;
  async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    if (app && app.exitCode === null) {
      app.kill("SIGTERM");
      await new Promise((r) => app.once("exit", r));
    }
    await database.stop();
    releaseOwner(launcherFile);
    process.exit(code);
  }
  // As in start.mjs: the embedded PostgreSQL's library would exit with 128 + the signal as soon
  // as its cluster stopped, while the app server may still be stopping.
  process.removeAllListeners("SIGINT");
  process.removeAllListeners("SIGTERM");
  process.on("SIGINT", () => shutdown(0));
  process.on("SIGTERM", () => shutdown(0));

  let demo;
  try {
    // A new database each run: whatever the last demo changed is gone.
    await dropDatabase(database.url, DEMO_DATABASE);
    const url = await ensureDatabase(database.url, DEMO_DATABASE);
    demo = { url, ...(await seed(url)) };
  } catch (error) {
    console.error(`\n[demo] ${error instanceof Error ? error.message : error}`);
    return shutdown(1);
  }

  const nextBin = resolve(root, "node_modules/next/dist/bin/next");
  app = spawn(process.execPath, [nextBin, "start", "-p", port], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      DATABASE_URL: demo.url,
      // The demo's own secret: sessions from an earlier demo (or the real shop) do not carry over.
      AUTH_SECRET: demo.secret,
      ...demoShopEnv(),
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  writeOwner(launcherFile, { address: `http://localhost:${port}`, appPid: app.pid });
  printAccounts(demo.accounts, `http://localhost:${port}`);
  console.log(`[app] the demo is starting on http://localhost:${port}`);
  app.on("exit", (code) => shutdown(code ?? 0));
}

main().catch((error) => {
  console.error(`\n[demo] ${error.message}`);
  process.exit(1);
});
