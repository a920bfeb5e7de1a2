#!/usr/bin/env node
// `npm run bench`: builds the app, starts it against a fresh database filled with a large
// shop's data, and measures redemption, verification and the main reads at a few
// concurrency levels, beside a floor (the same database work straight over `pg`). The reads
// run first against a shop a tenth the size, for a table of how each read's cost grows.
// Prints one table, the growth table, the page weight of three screens, the server's peak
// memory and the query plans; last, a campaign to every customer and its pushes to a push
// service stand-in (bench/campaign.mjs).
// Everything runs on loopback and is torn down at the end. BENCH_SECONDS sets each run's length.
// A bench that reaches its 13-minute limit (a busy machine) prints the tables and targets for
// what it measured, marking the rest as not measured (bench/timed-out.ts).
import { hash } from "@node-rs/argon2";
import pg from "pg";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { addressOf, freshDatabase, signIn, signInAll, startServer } from "./bench/app.mjs";
import { campaignBench } from "./bench/campaign.mjs";
import { walletBench } from "./bench/wallet.mjs";
import { counterLatency } from "./bench/counter.mjs";
import { healthDuringStorm, stormLine } from "./bench/storm.mjs";
import { redeemOverPg, verifyOverPg } from "./bench/floor.mjs";
import { hammer, loop } from "./bench/load.mjs";
import { queryPlans } from "./bench/plans.mjs";
import { cpuMs, firstLoadJs, postmasterPid, watchMemory } from "./bench/probes.mjs";
import { printReport } from "./bench/report.ts";
import { timedOutReport } from "./bench/timed-out.ts";
import {
  SIZES,
  SMALL_SIZES,
  insertCodes,
  insertTokens,
  newCodes,
  newTokenIds,
  seed,
  usernameOf,
} from "./bench/seed.mjs";
import { ensureBuild, ensureDependencies } from "./lib/build.mjs";
import { appNodeOptions } from "./lib/memory.ts";
import { prepareDatabase } from "./lib/prepare-db.mjs";

// Routes built on other branches: a 404 is reported as "n/a (route missing)".
const PRODUCTS_PATH = "/api/products";
const ADMIN_USERS_PATH = "/api/users?limit=50";
const ADMIN_STATS_PATH = "/api/admin/stats";
const ANALYTICS_PATH = "/api/admin/analytics";
const EXPORT_CUSTOMERS_PATH = "/api/export/customers.csv";
// `token`: the page is opened with an unused shop token, as a scanned QR opens it.
const PAGES = [
  { path: "/user/dashboard", as: "customer" },
  { path: "/user/products", as: "customer" },
  { path: "/login", as: null },
  // The words of every language come from the server, not the script: the same size in Arabic.
  { path: "/login", as: null, language: "ar" },
  { path: "/join", as: null, token: true },
];

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// The app server runs as the launcher (npm start) would start it on a machine of this many MB:
// a 1 GB server by default, the small server the memory target is for. 0: Node's own heap
// limit, as before the launcher set one (for comparing).
const SERVER_MB = Number(process.env.BENCH_SERVER_MB ?? 1024);
const SERVER_NODE_OPTIONS = SERVER_MB > 0 ? appNodeOptions("", SERVER_MB) : "";
// Every app server the bench starts, watched from its start to its end: the peak of them all.
const memoryWatches = [];
// BENCH_ONLY=redeem,leaderboard runs only those scenarios (keys below), e.g. while profiling.
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(",")) : null;
const WARM_UP_SECONDS = 3;
const CONCURRENCY = [1, 16, 64];
const POOL_MAX = Number(process.env.DB_POOL_MAX ?? 20);
const PASSWORD = "bench-password";
const ADMIN = { username: "admin", password: "bench-admin-password" };
// Signed-in customers the app's load rotates through (a card holds 10 punches; cards are
// reset before each redemption run), and the customers the floor rotates through.
const SESSIONS = 400;
const FLOOR_CUSTOMERS = 6000;
const BATCH = 50_000;
const TIME_LIMIT_MS = 13 * 60_000;
// The small shop runs each read once, at this concurrency, for the growth table.
const GROWTH_CONCURRENCY = 16;
// Redemptions timed for the counter figure (one stream, one at a time).
const COUNTER_REDEMPTIONS = 60;

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
// Quiet once the time limit has printed the report: what still runs is being torn down.
let timedOut = false;
const log = (message) => timedOut || console.log(`[bench] ${message}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The write scenarios' names (main() adds how to run each), here so that a bench that runs out
// of time can list the ones it did not reach.
const WRITES = {
  redeem: {
    key: "redeem",
    label: "Token redemption (app, every rule off)",
    kind: "app",
    read: false,
  },
  "redeem-floor": {
    key: "redeem-floor",
    label: "Token redemption (floor, pg only)",
    kind: "floor",
    read: false,
  },
  "redeem-rules": {
    key: "redeem-rules",
    label: "Token redemption (app, every rule on)",
    kind: "app",
    read: false,
  },
  verify: { key: "verify", label: "Code verification (app)", kind: "app", read: false },
  "verify-floor": {
    key: "verify-floor",
    label: "Code verification (floor, pg only)",
    kind: "floor",
    read: false,
  },
};

// What has been measured so far: a bench that reaches its time limit reports it.
const progress = {
  /** @type {Map<string, any>} each scenario's runs, by key */
  results: new Map(),
  /** @type {any} */
  small: null,
  /** @type {any[]} */
  pages: [],
};

const cleanups = [];
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse())
      await step().catch((e) => console.error(`[bench] cleanup: ${e.message}`));
  })();
  return cleaning;
}

/** `from=…&to=…` for the last `days` days, today included (the bench's shop is in UTC). */
function lastDays(days) {
  const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(days - 1)}&to=${day(0)}`;
}

/** Streams the customers export once, sampling the app server's memory every 50 ms. */
async function timeExport(server, headers) {
  const watch = watchMemory(server.pid, 50);
  const started = performance.now();
  const response = await fetch(`${server.base}${EXPORT_CUSTOMERS_PATH}`, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body ?? []) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const ms = performance.now() - started;
  watch.stop();
  return {
    status: response.status,
    ms,
    bytes,
    rows: Math.max(0, lines - 1),
    startMb: watch.startRssMb(),
    peakMb: watch.peakRssMb(),
  };
}

async function customers(client, from, count) {
  const names = Array.from({ length: count }, (_, i) => usernameOf(from + i));
  const { rows } = await client.query(
    "select id, username from users where username = any($1) order by username",
    [names],
  );
  return rows;
}

/**
 * Readers: customers spread over the whole shop (regulars and one-visit customers alike), one
 * in a thousand, outside the customers the write runs use; at the same places in a smaller shop.
 */
async function readers(client, customerCount) {
  const scale = customerCount / SIZES.customers;
  const numbers = Array.from({ length: SIZES.customers / 1000 }, (_, i) => 777 + i * 1000)
    .filter((n) => n < 50_001 || n > 60_000 + FLOOR_CUSTOMERS)
    .map((n) => Math.max(1, Math.round(n * scale)));
  // One query: a pg client runs one query at a time, and queueing several on it at once is
  // deprecated (pg 9 refuses it).
  const names = numbers.map(usernameOf);
  const { rows } = await client.query(
    "select id, username from users where username = any($1) order by username",
    [names],
  );
  return rows;
}

/** A fresh database filled with a shop of `sizes`, and the app server started on it. */
async function openShop(sizes) {
  const databaseUrl = await freshDatabase(cleanups);
  const { secret } = await prepareDatabase(databaseUrl, {
    root,
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    log: () => {},
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on("error", () => {});
  await db.connect();
  cleanups.push(() => db.end());
  const adminId = (await db.query("select id from users where username = $1", [ADMIN.username]))
    .rows[0].id;
  log(`filling the database: ${sizes.customers.toLocaleString("en")} customers…`);
  const { productIds } = await seed(db, {
    passwordHash: await hash(PASSWORD),
    adminId,
    log,
    sizes,
  });
  const server = await startServer({
    root,
    cleanups,
    env: {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: secret,
      TRUST_PROXY: "1",
      DB_POOL_MAX: String(POOL_MAX),
      NODE_OPTIONS: SERVER_NODE_OPTIONS,
    },
  });
  const watch = watchMemory(server.pid);
  memoryWatches.push(watch);
  cleanups.push(async () => watch.stop());
  log(`app server up at ${server.base} (pid ${server.pid}, ${SERVER_NODE_OPTIONS})`);
  // Database CPU is read from /proc, so only for a server on this machine.
  const local = ["127.0.0.1", "localhost", "[::1]"].includes(new URL(databaseUrl).hostname);
  const postmaster = local ? await postmasterPid(db) : null;
  return { databaseUrl, db, adminId, productIds, server, postmaster };
}

const resetCards = (client, ids) =>
  client.query(
    "update punch_cards set punches = 0, is_complete = false where user_id = any($1::uuid[])",
    [ids],
  );

// The owner's earn rules, all off or all on. "On" counts every check without refusing:
// maximums no customer reaches, a review flag written on every punch (the heaviest path) and
// a shop day that is not UTC's. The cooldown stays off: any cooldown (a whole minute at
// least) would refuse this load's customers, who punch many times a minute, and its check
// is arithmetic on the card row the redemption locks anyway.
const RULES = {
  off: [null, null, null, null, null, "UTC"],
  on: [null, 1_000_000, 1_000_000, 1, 1, "America/Los_Angeles"],
};
async function setRules(client, which) {
  await client.query(
    `insert into shop_settings (shop_name, owner_handle, owner_url, messaging_app)
     values ('Bench', 'owner', 'https://example.com', 'WhatsApp') on conflict (id) do nothing`,
  );
  await client.query(
    `update shop_settings set punch_cooldown_minutes = $1, max_punches_per_day = $2,
       max_codes_per_day = $3, review_punches_per_day = $4, review_failures_per_day = $5, time_zone = $6`,
    RULES[which],
  );
}

/**
 * The read scenarios; `reader` and `admin` give each request its session and address (the
 * list alone, keys and labels, needs neither).
 * @param {{ reader?: () => Record<string, string>, admin?: () => Record<string, string> }} who
 */
function readScenarios({ reader, admin }) {
  return [
    {
      key: "rewards",
      label: "GET /api/rewards/me",
      read: true,
      path: "/api/rewards/me",
      who: reader,
    },
    {
      key: "dashboard",
      label: "GET /user/dashboard (page)",
      read: true,
      path: "/user/dashboard",
      who: reader,
    },
    {
      key: "products",
      label: `GET ${PRODUCTS_PATH}`,
      read: true,
      path: PRODUCTS_PATH,
      who: reader,
    },
    {
      key: "leaderboard",
      label: "GET /api/leaderboard",
      read: true,
      path: "/api/leaderboard",
      who: reader,
    },
    {
      key: "users",
      label: `GET ${ADMIN_USERS_PATH} (admin)`,
      read: true,
      path: ADMIN_USERS_PATH,
      who: admin,
    },
    {
      key: "stats",
      label: `GET ${ADMIN_STATS_PATH} (admin)`,
      read: true,
      path: ADMIN_STATS_PATH,
      who: admin,
    },
    {
      // No range: the last 30 shop days and the 30 before them.
      key: "analytics",
      label: `GET ${ANALYTICS_PATH} (admin, last 30 days)`,
      read: true,
      path: ANALYTICS_PATH,
      who: admin,
    },
    {
      key: "analytics-90",
      label: `GET ${ANALYTICS_PATH} (admin, last 90 days)`,
      read: true,
      path: `${ANALYTICS_PATH}?${lastDays(90)}`,
      who: admin,
    },
  ];
}

/** A read whose route answers 404 (built on another branch) is reported as n/a. */
async function routeMissing(shop, scenario) {
  const probe = await fetch(`${shop.server.base}${scenario.path}`, {
    headers: scenario.who(),
    redirect: "manual",
  });
  await probe.arrayBuffer();
  return probe.status === 404;
}

// CPU per request: the app server's (or, for the floor, this script's) and the database's.
async function runOnce(shop, scenario, concurrency, seconds) {
  const floor = scenario.kind === "floor";
  const prepared = scenario.read ? () => ({ headers: scenario.who() }) : await scenario.prepare();
  const ownCpu = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  const appCpu = () => (floor ? ownCpu() : cpuMs(shop.server.pid));
  const before = { app: appCpu(), own: ownCpu(), db: shop.postmaster ? cpuMs(shop.postmaster) : 0 };
  let result;
  if (floor) {
    result = await loop({ concurrency, seconds, ...prepared });
    result.note = [result.exhausted && "ran out of tokens", result.firstError]
      .filter(Boolean)
      .join("; ");
  } else {
    result = await hammer({
      url: shop.server.base,
      connections: concurrency,
      seconds,
      method: scenario.method ?? "GET",
      path: scenario.path,
      next: prepared,
    });
    const odd = Object.entries(result.statuses).filter(([status]) => !status.startsWith("2"));
    result.note = odd.map(([s, n]) => `${n}× ${s}`).join(", ");
  }
  const total = Math.max(1, result.total);
  result.appCpu = (appCpu() - before.app) / total;
  // For the app, this script is the load generator (autocannon), on the same two cores.
  result.clientCpu = floor ? null : (ownCpu() - before.own) / total;
  result.dbCpu = shop.postmaster ? (cpuMs(shop.postmaster) - before.db) / total : null;
  return result;
}

const logRun = (scenario, concurrency, result, size = "") =>
  log(
    `${scenario.label}${size} @${concurrency}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
      `${result.errors} errors${result.note ? ` (${result.note})` : ""}; CPU/req app ${result.appCpu.toFixed(2)} ms, ` +
      `load generator ${result.clientCpu?.toFixed(2) ?? "–"} ms, db ${result.dbCpu?.toFixed(2) ?? "–"} ms`,
  );

/**
 * The reads against a shop a tenth the size (its own database and app server, gone before the
 * large shop is filled), once each at GROWTH_CONCURRENCY after a warm-up: one side of the
 * growth table.
 */
async function smallShopReads(keys) {
  const mark = cleanups.length;
  try {
    const shop = await openShop(SMALL_SIZES);
    const readerUsers = await readers(shop.db, SMALL_SIZES.customers);
    const readerCookies = await signInAll(
      shop.server.base,
      readerUsers.map((u, i) => ({ username: u.username, password: PASSWORD, ip: addressOf(i) })),
    );
    const adminAddress = addressOf(readerUsers.length);
    const adminCookie = await signIn(shop.server.base, { ...ADMIN, ip: adminAddress });
    let turn = 0;
    const reader = () => {
      const i = turn++ % readerCookies.length;
      return { cookie: readerCookies[i], "x-forwarded-for": addressOf(i) };
    };
    const admin = () => ({ cookie: adminCookie, "x-forwarded-for": adminAddress });
    const results = new Map();
    progress.small = { results };
    for (const scenario of readScenarios({ reader, admin }).filter((s) => keys.includes(s.key))) {
      if (await routeMissing(shop, scenario)) continue;
      await runOnce(shop, scenario, GROWTH_CONCURRENCY, WARM_UP_SECONDS);
      const result = await runOnce(shop, scenario, GROWTH_CONCURRENCY, SECONDS);
      results.set(scenario.key, { ...scenario, concurrency: GROWTH_CONCURRENCY, ...result });
      logRun(scenario, GROWTH_CONCURRENCY, result, " (small shop)");
      await sleep(300);
    }
    const { customers: count, ledger } = await shopCounts(shop.db);
    return { results, customers: Number(count), ledger: Number(ledger) };
  } finally {
    for (const step of cleanups.splice(mark).reverse())
      await step().catch((e) => console.error(`[bench] cleanup: ${e.message}`));
  }
}

const shopCounts = async (db) =>
  (
    await db.query(
      `select (select count(*) from users where role = 'user') as customers, (select count(*) from reward_ledger) as ledger,
            (select count(*) from products) as products, (select count(*) from tickets) as tickets`,
    )
  ).rows[0];

async function main() {
  const started = Date.now();
  const loadAtStart = loadavg()[0];
  if (!existsSync(join(root, "node_modules/next/package.json"))) ensureDependencies(root);
  ensureBuild(root);

  const readKeys = readScenarios({})
    .map((s) => s.key)
    .filter((key) => !ONLY || ONLY.has(key));
  const small = readKeys.length > 0 ? await smallShopReads(readKeys) : null;
  progress.small = small;

  const shop = await openShop(SIZES);
  const { db, adminId, productIds, server } = shop;

  const sessionUsers = await customers(db, 50_001, SESSIONS);
  const floorUsers = await customers(db, 60_001, FLOOR_CUSTOMERS);
  // Readers are untouched by the write runs, so reads see typical accounts and leaderboard ranks.
  const readerUsers = await readers(db, SIZES.customers);
  const signInStarted = Date.now();
  const accounts = [...sessionUsers, ...readerUsers];
  const allCookies = await signInAll(
    server.base,
    accounts.map((u, i) => ({ username: u.username, password: PASSWORD, ip: addressOf(i) })),
  );
  const cookies = allCookies.slice(0, sessionUsers.length);
  const readerCookies = allCookies.slice(sessionUsers.length);
  const adminAddress = addressOf(accounts.length);
  const adminCookie = await signIn(server.base, { ...ADMIN, ip: adminAddress });
  log(
    `${allCookies.length} customers and the admin signed in (${((Date.now() - signInStarted) / 1000).toFixed(1)} s)`,
  );

  const floorPool = new pg.Pool({ connectionString: shop.databaseUrl, max: POOL_MAX });
  floorPool.on("error", () => {});
  cleanups.push(() => floorPool.end());

  let turn = 0;
  const customer = () => {
    const i = turn++ % cookies.length;
    return { cookie: cookies[i], "x-forwarded-for": addressOf(i) };
  };
  let readTurn = 0;
  const reader = () => {
    const i = readTurn++ % readerCookies.length;
    return { cookie: readerCookies[i], "x-forwarded-for": addressOf(sessionUsers.length + i) };
  };
  const admin = () => ({ cookie: adminCookie, "x-forwarded-for": adminAddress });
  const json = { "content-type": "application/json" };
  /** Fresh cards and tokens for redemptions through the app, with the earn rules off or on. */
  const prepareRedemptions = async (rules) => {
    await setRules(db, rules);
    await resetCards(
      db,
      sessionUsers.map((u) => u.id),
    );
    const ids = newTokenIds(BATCH);
    await insertTokens(db, ids, adminId);
    let i = 0;
    return () => ({
      headers: { ...customer(), ...json },
      body: JSON.stringify({ tokenId: ids[i++ % ids.length] }),
    });
  };
  /** @type {Array<{ key: string, label: string, kind?: string, read?: boolean, method?: string, path?: string, who?: () => Record<string, string>, prepare?: () => Promise<any> }>} */
  const scenarios = [
    {
      ...WRITES.redeem,
      method: "POST",
      path: "/api/token/use",
      prepare: () => prepareRedemptions("off"),
    },
    {
      ...WRITES["redeem-floor"],
      prepare: async () => {
        await resetCards(
          db,
          floorUsers.map((u) => u.id),
        );
        const ids = newTokenIds(BATCH);
        await insertTokens(db, ids, adminId);
        return {
          available: ids.length,
          work: (i) =>
            redeemOverPg(floorPool, { tokenId: ids[i], user: floorUsers[i % floorUsers.length] }),
        };
      },
    },
    {
      // Read with "redeem": the same load, back to back, with every earn rule on.
      ...WRITES["redeem-rules"],
      method: "POST",
      path: "/api/token/use",
      prepare: () => prepareRedemptions("on"),
    },
    {
      ...WRITES.verify,
      method: "POST",
      path: "/api/verify",
      prepare: async () => {
        await setRules(db, "off");
        const codes = await insertCodes(db, newCodes(BATCH), productIds, adminId);
        let i = 0;
        return () => ({
          headers: { ...customer(), ...json },
          body: JSON.stringify({ code: codes[i++ % codes.length] }),
        });
      },
    },
    {
      ...WRITES["verify-floor"],
      prepare: async () => {
        const codes = await insertCodes(db, newCodes(BATCH), productIds, adminId);
        return {
          available: codes.length,
          work: (i) =>
            verifyOverPg(floorPool, { code: codes[i], user: floorUsers[i % floorUsers.length] }),
        };
      },
    },
    ...readScenarios({ reader, admin }),
  ];

  // A write and its floor run back to back at each concurrency, so the two see the same
  // machine (other work on a shared machine comes and goes).
  const chosen = scenarios.filter((s) => !ONLY || ONLY.has(s.key));
  const groups = [];
  for (const scenario of chosen) {
    const partner = groups.find((g) =>
      [`${g[0].key}-floor`, `${g[0].key}-rules`].includes(scenario.key),
    );
    if (partner) partner.push(scenario);
    else groups.push([scenario]);
  }
  const results = progress.results;
  let wrote = false;
  for (const group of groups) {
    // The small shop's reads run on a database just vacuumed; the large shop's come after the
    // write runs (tens of thousands of redemptions and verifications), whose dead rows and
    // dirty pages would otherwise be cleaned up by autovacuum and the checkpointer in the middle
    // of the reads, in the database CPU the growth table compares. Settle them first.
    if (group[0].read && wrote) {
      const started = Date.now();
      await db.query("vacuum (analyze)");
      await db.query("checkpoint");
      log(
        `vacuum and checkpoint after the write runs (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      wrote = false;
    }
    if (!group[0].read) wrote = true;
    const live = [];
    for (const scenario of group) {
      if (scenario.read && (await routeMissing(shop, scenario))) {
        results.set(
          scenario.key,
          CONCURRENCY.map((concurrency) => ({ ...scenario, concurrency, missing: true })),
        );
        log(`${scenario.label}: 404, reported as n/a`);
        continue;
      }
      // A warm-up, so the first measured run does not pay for cold caches and the JIT.
      if (scenario.kind !== "floor") await runOnce(shop, scenario, 16, WARM_UP_SECONDS);
      results.set(scenario.key, []);
      live.push(scenario);
    }
    for (const concurrency of CONCURRENCY) {
      for (const scenario of live) {
        const result = await runOnce(shop, scenario, concurrency, SECONDS);
        results.get(scenario.key).push({ ...scenario, concurrency, ...result });
        logRun(scenario, concurrency, result);
        await sleep(300);
      }
    }
  }
  const rows = chosen.flatMap((s) => results.get(s.key) ?? []);

  // The counter display: from a redemption's answer to the display's stream carrying it.
  let counter = null;
  if (!ONLY || ONLY.has("counter")) {
    const takers = sessionUsers.slice(0, COUNTER_REDEMPTIONS);
    await resetCards(
      db,
      takers.map((u) => u.id),
    );
    const ids = newTokenIds(takers.length);
    await insertTokens(db, ids, adminId);
    counter = await counterLatency({
      base: server.base,
      displayHeaders: admin(),
      redemptions: ids.map((tokenId, i) => ({
        tokenId,
        headers: { cookie: cookies[i], "x-forwarded-for": addressOf(i) },
      })),
    });
    log(
      `Counter display: ${counter.count} redemptions, event after the answer p50 ${counter.p50.toFixed(1)} ms, ` +
        `p99 ${counter.p99.toFixed(1)} ms, max ${counter.max.toFixed(1)} ms, ${counter.early} before the answer, ${counter.missed} missed`,
    );
  }

  // The health check while 100 counter streams reconnect and replay what they missed.
  let storm = null;
  if (!ONLY || ONLY.has("storm")) {
    const { rows } = await db.query(
      `select coalesce(min(id), 1) - 1 as after from reward_ledger
       where reason = 'token' and created_at > now() - interval '50 minutes'`,
    );
    storm = await healthDuringStorm({
      base: server.base,
      displayHeaders: admin(),
      after: Number(rows[0].after),
    });
    log(stormLine(storm));
  }

  // One customers export, every customer streamed: how long, and the server's memory.
  let exported = null;
  if (!ONLY || ONLY.has("export-customers")) {
    exported = await timeExport(server, admin());
    log(
      `GET ${EXPORT_CUSTOMERS_PATH}: ${exported.status}, ${exported.rows.toLocaleString("en")} rows, ` +
        `${(exported.bytes / 1e6).toFixed(1)} MB in ${(exported.ms / 1000).toFixed(2)} s; app server RSS ` +
        `${exported.startMb} MB before, peak ${exported.peakMb} MB during`,
    );
  }

  const pages = progress.pages;
  for (const page of PAGES) {
    const query = page.token ? `?token=${await unusedShopToken(db)}` : "";
    pages.push({
      ...(await firstLoadJs(
        server.base,
        page.path + query,
        page.as ? cookies[0] : null,
        page.language,
      )),
      path: page.language ? `${page.path} (${page.language})` : page.path,
    });
  }

  const plans = await queryPlans(db, {
    viewerId: readerUsers[Math.floor(readerUsers.length / 2)].id,
  });

  const counts = await shopCounts(db);
  printReport({
    setup: `${SECONDS} s per run, ${POOL_MAX} database connections, ${cookies.length} signed-in customers writing, ${readerCookies.length} reading`,
    counts,
    rows,
    small,
    pages,
    plans,
    counter,
    memory: {
      // Both shops' servers, from their start through every run, the export and the page probes.
      peakMb: Math.max(...memoryWatches.map((w) => (w.stop(), w.peakMb()))),
      nodeOptions: SERVER_NODE_OPTIONS,
      serverMb: SERVER_MB,
    },
    loadAtStart,
    serverLog: server.stderr,
  });
  if (storm) console.log(`\n${stormLine(storm)}.`);
  if (exported)
    console.log(
      `\nCustomers export (one request, ${exported.rows.toLocaleString("en")} rows, ${(exported.bytes / 1e6).toFixed(1)} MB): ` +
        `${(exported.ms / 1000).toFixed(2)} s; app server RSS ${exported.startMb} MB before, peak ${exported.peakMb} MB during.`,
    );
  // Then the wallets: on an app server of its own, pointed at the APNs stand-in.
  if (!ONLY || ONLY.has("wallet")) {
    const env = { NODE_OPTIONS: SERVER_NODE_OPTIONS, DB_POOL_MAX: String(POOL_MAX) };
    const lines = await walletBench({
      root,
      shop,
      env,
      admin: ADMIN,
      password: PASSWORD,
      adminId: shop.adminId,
      cleanups,
      log,
    });
    console.log(`\n${lines.join("\n")}`);
  }
  // Last: it stops the bench's app server and sends from one of its own (bench/campaign.mjs).
  if (!ONLY || ONLY.has("campaign")) {
    const env = { NODE_OPTIONS: SERVER_NODE_OPTIONS, DB_POOL_MAX: String(POOL_MAX) };
    const lines = await campaignBench({ root, shop, env, admin: ADMIN, cleanups, log });
    console.log(`\n${lines.join("\n")}`);
  }
  console.log(`\nTotal time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** A shop token nobody has used: the join screen shows its form only for one. */
async function unusedShopToken(db) {
  const { rows } = await db.query(
    `select id from punch_tokens where used_at is null and owner_id is null and voided_at is null
       and (expires_at is null or expires_at > now() + interval '1 minute') limit 1`,
  );
  return encodeURIComponent(rows[0]?.id ?? "none");
}

const limit = setTimeout(() => {
  console.error(`[bench] over the ${TIME_LIMIT_MS / 60_000}-minute limit: stopping`);
  timedOut = true;
  const peakMb = Math.max(0, ...memoryWatches.map((w) => w.peakMb()));
  console.log(
    timedOutReport({
      minutes: TIME_LIMIT_MS / 60_000,
      planned: [...Object.values(WRITES), ...readScenarios({})].filter(
        (s) => !ONLY || ONLY.has(s.key),
      ),
      concurrencies: CONCURRENCY,
      rows: [...progress.results.values()].flat(),
      small: progress.small,
      counts: null,
      pages: progress.pages,
      plannedPages: PAGES.map((p) => (p.language ? `${p.path} (${p.language})` : p.path)),
      memory: peakMb ? { peakMb, nodeOptions: SERVER_NODE_OPTIONS, serverMb: SERVER_MB } : null,
    }),
  );
  void cleanup().then(() => process.exit(1));
}, TIME_LIMIT_MS);
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => void cleanup().then(() => process.exit(130)));

main()
  .then(async () => {
    await cleanup();
    clearTimeout(limit);
    process.exit(0);
  })
  .catch(async (error) => {
    console.error(`[bench] ${error.stack ?? error.message}`);
    await cleanup();
    process.exit(1);
  });
