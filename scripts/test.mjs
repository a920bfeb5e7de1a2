#!/usr/bin/env node
// `npm test`: unit tests, API tests against a real PostgreSQL and a production build of the
// app, then end-to-end tests in Chromium. A fresh database per run: the embedded PostgreSQL
// in a temporary folder, or a new database on DATABASE_URL's server when that is set.
// `npm test -- unit|api|e2e` (or `npm run test:unit|test:api|test:e2e`) runs one part; extra
// arguments go to that runner.
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startAppServer } from "./lib/app-server.mjs";
import { ensureBuild, ensureDependencies } from "./lib/build.mjs";
import {
  apiTestsCoverageEnv,
  coverageDir,
  jestCoverageArgs,
  serverCoverageEnv,
} from "./lib/coverage.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const [part, ...extra] = process.argv.slice(2);
const parts = part && ["unit", "api", "e2e"].includes(part) ? [part] : ["unit", "api", "e2e"];
const passThrough = part && parts.length === 1 ? extra : process.argv.slice(2);

/**
 * Times a part of the run: `[test] unit took 41 s` in the log, and a line in
 * TEST_TIMINGS_FILE when it is set (.ci/run prints them all at the end).
 * @template T
 * @param {string} name
 * @param {() => Promise<T> | T} work
 * @returns {Promise<T>}
 */
async function timed(name, work) {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`[test] ${name} took ${seconds} s`);
    if (process.env.TEST_TIMINGS_FILE)
      appendFileSync(process.env.TEST_TIMINGS_FILE, `${name} ${seconds}\n`);
  }
}

/**
 * With TEST_TIMINGS_FILE set, how long each test file took goes there too, as
 * `file SECONDS PATH` lines (.ci/run lists the slowest): read from the runner's JSON report.
 * @param {string} report a JSON report's path (it is removed)
 * @param {(json: any) => [string, number][]} files the report's files and their seconds
 */
function recordFiles(report, files) {
  if (!process.env.TEST_TIMINGS_FILE || !existsSync(report)) return;
  const lines = files(JSON.parse(readFileSync(report, "utf8")))
    .map(
      ([file, seconds]) => `file ${Math.round(seconds)} ${relative(root, resolve(root, file))}\n`,
    )
    .join("");
  appendFileSync(process.env.TEST_TIMINGS_FILE, lines);
  rmSync(report, { force: true });
}

const reportPath = (name) => join(tmpdir(), `punchcard-${process.pid}-${name}.json`);

/** Jest on `projects`; `workers` files at a time (see the worker counts below). */
async function jest(projects, workers, args, env = {}) {
  const report = reportPath(projects.join("-"));
  const json = process.env.TEST_TIMINGS_FILE ? ["--json", `--outputFile=${report}`] : [];
  // Files and flags first: --selectProjects takes every argument after it as a project name.
  const status = await run(
    process.execPath,
    [
      join(root, "node_modules/jest/bin/jest.js"),
      "--ci",
      `--maxWorkers=${workers}`,
      ...json,
      ...args,
      "--selectProjects",
      ...projects,
    ],
    env,
  );
  recordFiles(report, (r) => r.testResults.map((t) => [t.name, (t.endTime - t.startTime) / 1000]));
  return status;
}

/** Playwright; each file's time is the sum of its tests' (two run side by side). */
async function playwright(args, env) {
  const report = reportPath("e2e");
  const json = process.env.TEST_TIMINGS_FILE ? { PLAYWRIGHT_JSON_OUTPUT_NAME: report } : {};
  const status = await run(
    process.execPath,
    [join(root, "node_modules/@playwright/test/cli.js"), "test", ...args],
    { ...env, ...json },
  );
  recordFiles(report, (r) => {
    const seconds = new Map();
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests)
          for (const result of t.results)
            seconds.set(file, (seconds.get(file) ?? 0) + result.duration / 1000);
      for (const child of suite.suites ?? []) walk(child, file);
    };
    for (const suite of r.suites) walk(suite, join(r.config.rootDir, suite.file));
    return [...seconds];
  });
  return status;
}

/**
 * The API tests: first the `.serial.test.ts` files, alone, on the fresh database (they read
 * whole tables, jest.config.mjs says why), then the others several at a time. In that order no
 * push, fan-out or sweep that the other files set going is still at work under a fingerprint.
 * Files named on the command line run as asked, whichever kind they are.
 */
async function apiTests(args, env) {
  if (args.length) return jest(["api", "api-serial"], API_WORKERS, args, env);
  const serial = await jest(["api-serial"], 1, args, env);
  const parallel = await jest(["api"], API_WORKERS, args, env);
  return serial || parallel;
}

// Measured on a 2-core machine (CONTRIBUTING.md, "How long CI takes"): unit tests are bound by
// the processor, so one worker per core; API tests mostly wait on the app server and the
// database, so several files run at once against the one server.
const UNIT_WORKERS = Number(process.env.TEST_UNIT_WORKERS ?? 2);
const API_WORKERS = Number(process.env.TEST_API_WORKERS ?? 4);

function run(command, args, env) {
  return new Promise((res) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("exit", (code, signal) => res(signal ? 1 : (code ?? 1)));
  });
}

async function main() {
  ensureDependencies(root);
  const own = parts.length === 1 ? passThrough : [];
  // Unit tests need no server: they run first, and a slip there shows before the build.
  let status = 0;
  // CI's coverage of lib/ (scripts/lib/coverage.mjs), off unless TEST_COVERAGE_DIR is set; after
  // the files named, which Jest's list options (--reporters) would take for theirs.
  const unitCoverage = coverageDir ? jestCoverageArgs(root, coverageDir) : [];
  if (parts.includes("unit"))
    status = await timed("unit", () => jest(["unit"], UNIT_WORKERS, [...own, ...unitCoverage]));
  if (!parts.includes("api") && !parts.includes("e2e")) process.exit(status);

  if (parts.includes("e2e")) {
    // Loaded once the dependencies are there: it asks Playwright where its own browser is.
    const { chromiumPath } = await import("./lib/chromium.ts");
    const chromium = chromiumPath();
    if (!existsSync(chromium))
      throw new Error(
        `Chromium is missing (${chromium}): set CHROMIUM_PATH to a Chromium or Chrome, install ` +
          "Debian's package (apt-get install -y chromium) or Playwright's (npx playwright install chromium)",
      );
  }
  await timed("build", () => ensureBuild(root));
  const { freePort, freshDatabase } = await import("./lib/embedded-db.mjs");
  const { prepareDatabase } = await import("./lib/prepare-db.mjs");

  const cleanups = [];
  // With CI's coverage on, the API tests' app server counts the code it runs (NODE_V8_COVERAGE).
  const measured = parts.includes("api") ? coverageDir : undefined;
  /** @type {{ stop: () => Promise<void> }} */
  let server;
  try {
    const { env, start } = await timed("start", async () => {
      const database = await freshDatabase("test");
      cleanups.push(database.remove);
      const admin = { username: "admin", password: "admin-test-password" };
      const { secret } = await prepareDatabase(database.url, {
        root,
        adminUsername: admin.username,
        adminPassword: admin.password,
        log: () => {},
      });
      const port = await freePort();
      // The push service stand-in, trusted by the app server and the runners (its certificate).
      const { startPushService, PUSH_SERVICE_CERT } =
        await import("../tests/support/push-service.mjs");
      const push = await startPushService({ port: await freePort() });
      cleanups.unshift(push.stop);
      // The wallets' stand-ins (APNs, Google's OAuth and Wallet API) and their test CA.
      const { startWalletStandIns } = await import("../tests/support/wallet-stand-ins.mjs");
      const wallets = await startWalletStandIns({ freePort });
      cleanups.unshift(wallets.stop);
      // The app server's errors, also kept in a file: a test that met a 500 prints what the
      // server logged for it (tests/support/server-log.ts).
      const serverLog = join(tmpdir(), `punchcard-${process.pid}-server.log`);
      cleanups.push(async () => rmSync(serverLog, { force: true }));
      const env = {
        DATABASE_URL: database.url,
        TEST_SERVER_LOG: serverLog,
        AUTH_SECRET: secret,
        TEST_BASE_URL: `http://127.0.0.1:${port}`,
        TEST_ADMIN_USERNAME: admin.username,
        TEST_ADMIN_PASSWORD: admin.password,
        NEXT_TELEMETRY_DISABLED: "1",
        TEST_PUSH_SERVICE: push.origin,
        PUSH_SERVICE_HOSTS: push.host,
        NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CERT,
        ...wallets.env,
      };
      // Each test client sends its own X-Forwarded-For, so rate limits do not leak between
      // tests. Product pictures are fetched from an image server the tests start on 127.0.0.1,
      // and pushes go to the stand-in above.
      const start = (/** @type {Record<string, string>} */ extra) =>
        startAppServer({
          root,
          port,
          logFile: serverLog,
          env: {
            ...env,
            TRUST_PROXY: "1",
            SHOP_NAME: "Punchcard",
            ALLOW_PRIVATE_IMAGE_FETCH: "1",
            ...extra,
          },
        });
      server = await start(measured ? serverCoverageEnv(measured) : {});
      cleanups.unshift(() => server.stop());
      await markShopNamed(database.url, env.TEST_BASE_URL);
      return { env, start };
    });

    if (parts.includes("api")) {
      const apiEnv = { ...env, ...(measured ? apiTestsCoverageEnv(measured) : {}) };
      const api = await timed("api", () => apiTests(own, apiEnv));
      status = status || api;
    }
    // The measured server writes its coverage as it exits; the browser tests get one without.
    if (measured && parts.includes("e2e"))
      await timed("restart", async () => {
        await server.stop();
        server = await start({});
      });
    if (parts.includes("e2e")) {
      const e2e = await timed("e2e", () => playwright(own, env));
      status = status || e2e;
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((e) => console.error(e));
  }
  process.exit(status);
}

main().catch((error) => {
  console.error(`[test] ${error.message}`);
  process.exit(1);
});

/**
 * The shared test database's shop is named, as a shop in use is (the setup guide's first step
 * saved by its admin): the landing page shows the card, not "getting ready". The first page
 * view writes the settings row from the server's environment; tests/e2e/setup-journey
 * (a fresh database) sees the page before a shop is named.
 */
async function markShopNamed(databaseUrl, baseUrl) {
  await fetch(`${baseUrl}/`);
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      "update shop_settings set updated_by = (select id from users where role = 'admin' order by created_at limit 1)",
    );
  } finally {
    await client.end();
  }
}
