#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse at its mobile settings (a mid-range phone on a slow 4G
// connection, simulated) on the screens customers open most, against a production build
// with a fresh database holding a customer and a shop of products with photos, like `npm test`.
// Screens under /user/ are audited signed in as that customer, the others signed out. Prints
// each page's scores and fails when performance, accessibility or best practices is below 95
// on any page.
//   node scripts/lighthouse.mjs [--runs=N] [path …]   (default: 5 runs of / /login /user/dashboard /user/products)
// Scores vary from run to run (more so on a busy machine), so each page is measured N times
// and the run with the median performance score counts, as Lighthouse's docs advise.
// Lighthouse's CPU slowdown is relative to the host (its default 4× assumes a fast desktop), so
// three calibration runs first read the host's `benchmarkIndex` and the audits then run with
// the slowdown Lighthouse's calculator gives for it (scripts/lib/cpu-slowdown.ts), printed
// with the index. --cpu-slowdown=N skips the calibration and uses N.
// Chromium: the one scripts/lib/chromium.ts names (CHROMIUM_PATH). HTML reports of the counted
// runs go to test-results/lighthouse/.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startAppServer } from "./lib/app-server.mjs";
import { chromiumPath } from "./lib/chromium.ts";
import { cpuSlowdownFor, medianIndex } from "./lib/cpu-slowdown.ts";
import { ensureBuild } from "./lib/build.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const RUNS = Math.max(1, Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 5));
const paths = args.filter((a) => !a.startsWith("--"));
const PAGES = paths.length ? paths : ["/", "/login", "/user/dashboard", "/user/products"];
const GATED = ["performance", "accessibility", "best-practices"];
const CATEGORIES = [...GATED, "seo"];
const THRESHOLD = 95;
const REPORTS = join(root, "test-results", "lighthouse");
const FIXED_SLOWDOWN = args.find((a) => a.startsWith("--cpu-slowdown="))?.slice(15);
const CALIBRATION_RUNS = 3;

/** A customer with a part-filled card, so the dashboard shows what a real one does. */
async function createCustomer(client) {
  const { hash } = await import("@node-rs/argon2");
  const username = `lighthouse${randomBytes(3).toString("hex")}`;
  const password = randomBytes(12).toString("base64url");
  const { rows } = await client.query(
    "insert into users (username, name, role, password_hash, xp, level) values ($1, $2, 'user', $3, 420, 3) returning id",
    [username, "Lighthouse Customer", await hash(password)],
  );
  await client.query(
    "insert into punch_cards (user_id, punches, is_complete) values ($1, 6, false)",
    [rows[0].id],
  );
  return { username, password };
}

/**
 * A shop's worth of products, each with an uploaded photo the size a phone camera gives
 * (1600 px, a few hundred KB), so the shop screen is measured with real pictures to load.
 */
async function createProducts(client) {
  const { default: sharp } = await import("sharp");
  for (let i = 0; i < 8; i++) {
    // Blurred noise in a product-like tint: it compresses about as badly as a photo does.
    const photo = await sharp({
      create: {
        width: 1600,
        height: 1600,
        channels: 3,
        background: { r: 120 + i * 15, g: 90, b: 160 - i * 10 },
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .blur(2)
      .jpeg({ quality: 85 })
      .toBuffer();
    const id = randomBytes(16).toString("base64url");
    await client.query(
      "insert into uploads (id, content_type, size, data) values ($1, 'image/jpeg', $2, $3)",
      [id, photo.length, photo],
    );
    await client.query(
      `insert into products (name, description, price_cents, stock, flavors, image_url)
       values ($1, 'A bestseller of the shop, in three flavours.', $2, 12, '{Mint,Mango,Berry}', $3)`,
      [`Product ${i + 1}`, 999 + i * 250, `/uploads/${id}`],
    );
  }
}

async function seed(databaseUrl) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await createProducts(client);
    return await createCustomer(client);
  } finally {
    await client.end();
  }
}

async function signIn(baseUrl, { username, password }) {
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (answer.status !== 200)
    throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.includes("session-token"));
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie;
}

/** Screens built later may not exist yet on this branch: those are skipped, not failed. */
async function exists(url, cookie) {
  const answer = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return answer.status !== 404;
}

/**
 * @param {string} url
 * @param {string | null} cookie
 * @param {{ cpuSlowdown?: number, categories?: string[] }} [options]
 */
async function audit(url, cookie, { cpuSlowdown, categories = CATEGORIES } = {}) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    // The default configuration is Lighthouse's mobile one: phone screen, simulated slow 4G and
    // CPU; only the CPU slowdown is replaced (Lighthouse merges the flag into its defaults).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "html",
      logLevel: "error",
      onlyCategories: categories,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, report } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    );
    const below = (c) =>
      Object.values(lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map(
          (ref) =>
            `${ref.id} (${lhr.audits[ref.id]?.displayValue || Math.round((lhr.audits[ref.id]?.score ?? 0) * 100)})`,
        );
    const weak = Object.fromEntries(GATED.map((c) => [c, below(c)]));
    const used = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (cpuSlowdown && used !== cpuSlowdown)
      throw new Error(`Lighthouse ran with a CPU slowdown of ${used}, not ${cpuSlowdown}`);
    return {
      benchmarkIndex: lhr.environment.benchmarkIndex,
      scores,
      weak,
      report: Array.isArray(report) ? report[0] : report,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART…) and asks to be run again. */
async function auditAgainOnError(url, cookie, options, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, cookie, options);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(
        `[lighthouse] ${error instanceof Error ? error.message : error}: running it again`,
      );
    }
  }
}

/** The slowdown that makes this host Lighthouse's mid-tier phone, from its benchmark index. */
async function calibrate(url, cookie) {
  if (FIXED_SLOWDOWN) {
    const fixed = Number(FIXED_SLOWDOWN);
    if (!(fixed >= 1)) throw new Error(`--cpu-slowdown must be a number from 1: ${FIXED_SLOWDOWN}`);
    console.log(`[lighthouse] CPU slowdown ${fixed}× (given, not calibrated)`);
    return fixed;
  }
  const indexes = [];
  for (let i = 0; i < CALIBRATION_RUNS; i++) {
    const run = await auditAgainOnError(url, cookie, { categories: ["performance"] });
    indexes.push(run.benchmarkIndex);
  }
  const index = medianIndex(indexes);
  const slowdown = cpuSlowdownFor(index);
  console.log(
    `[lighthouse] benchmarkIndex ${indexes.map((i) => Math.round(i)).join(", ")} → median ${Math.round(index)}: ` +
      `CPU slowdown ${slowdown}× (Lighthouse's default is 4×, meant for an index near 1,533)`,
  );
  return slowdown;
}

async function main() {
  ensureBuild(root);
  const { freePort, freshDatabase } = await import("./lib/embedded-db.mjs");
  const { prepareDatabase } = await import("./lib/prepare-db.mjs");
  const cleanups = [];
  let status = 0;
  try {
    const database = await freshDatabase("lighthouse");
    const databaseUrl = database.url;
    cleanups.push(database.remove);
    const { secret } = await prepareDatabase(databaseUrl, { root, log: () => {} });
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = await startAppServer({
      root,
      port,
      env: { DATABASE_URL: databaseUrl, AUTH_SECRET: secret },
    });
    cleanups.unshift(server.stop);

    const customerCookie = await signIn(baseUrl, await seed(databaseUrl));
    mkdirSync(REPORTS, { recursive: true });
    const cpuSlowdown = await calibrate(`${baseUrl}/login`, null);
    const rows = [];
    for (const path of PAGES) {
      const url = `${baseUrl}${path}`;
      // The customer's screens signed in; the public ones as the visitor they are for (signed
      // in, /login sends a customer on to the dashboard, which would be measured instead).
      const cookie = path.startsWith("/user/") ? customerCookie : null;
      if (!(await exists(url, cookie))) {
        console.warn(`[lighthouse] ${path}: skipped, the page answers 404 (not built yet?)`);
        continue;
      }
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await auditAgainOnError(url, cookie, { cpuSlowdown }));
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      const { scores, weak, report, finalUrl } = runs[Math.floor(runs.length / 2)];
      console.log(
        `[lighthouse] ${path}: performance ${runs.map((r) => r.scores.performance).join(", ")} → median ${scores.performance}`,
      );
      const file = join(
        REPORTS,
        `${path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}.html`,
      );
      writeFileSync(file, report);
      const failed = GATED.filter((c) => scores[c] < THRESHOLD);
      if (failed.length) status = 1;
      rows.push({
        path,
        ...scores,
        result: failed.length ? `below ${THRESHOLD}: ${failed.join(", ")}` : "ok",
      });
      if (new URL(finalUrl).pathname !== path)
        console.warn(`[lighthouse] ${path} ended on ${finalUrl}`);
      for (const c of GATED) if (weak[c].length) console.log(`  ${c}: ${weak[c].join(", ")}`);
    }
    console.log();
    console.table(rows);
    console.log(`CPU slowdown: ${cpuSlowdown}×`);
    console.log(`Reports: ${REPORTS}`);
    if (!rows.length) status = 1;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((e) => console.error(e));
  }
  process.exit(status);
}

main().catch((error) => {
  console.error(`[lighthouse] ${error.stack ?? error.message}`);
  process.exit(1);
});
