#!/usr/bin/env node
// `npm run screenshots`: seeds the demo shop into a temporary PostgreSQL, starts the app on
// it, and captures the main screens in Chromium into docs/screenshots/: the customer's at
// phone size, the owner's at laptop size. Drives the Chromium that scripts/lib/chromium.ts
// names (CHROMIUM_PATH).
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startAppServer } from "./lib/app-server.mjs";
import { ensureBuild, ensureDependencies } from "./lib/build.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = resolve(root, "docs/screenshots");
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const LAPTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
// The app honours it (app/globals.css): dialogs, toasts and charts appear at once, so a
// picture waits for what is on screen, never for an animation's time.
const STILL = { reducedMotion: "reduce" };
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Waits until the screen has settled: no skeletons, every picture decoded, no toasts left,
 * no animation running (under reduced motion they end at once; endless ones do not count).
 */
async function settle(page, { toasts = "none" } = {}) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () => document.querySelectorAll('[data-slot="skeleton"]').length === 0,
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy pictures below the fold never load, so only those on screen are waited for.
    const onScreen = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    });
    await Promise.all(
      onScreen.map((img) => (img.complete ? null : img.decode().catch(() => null))),
    );
  });
  if (toasts === "none")
    await page.waitForFunction(
      () => document.querySelectorAll("[data-sonner-toast]").length === 0,
      null,
      { timeout: 15_000 },
    );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

async function shoot(page, name, { fullPage = false } = {}) {
  await page.mouse.move(0, 0); // no hover highlight on the last button clicked
  await page.screenshot({
    path: join(outDir, `${name}.png`),
    fullPage,
    animations: "disabled",
    caret: "hide",
  });
  console.log(`[shots] docs/screenshots/${name}.png`);
}

async function signIn(context, base, { username, password }) {
  const answer = await context.request.post(`${base}/api/auth/login`, {
    data: { username, password },
  });
  if (answer.status() !== 200)
    throw new Error(`could not sign in as ${username}: ${answer.status()}`);
}

async function customerScreens(browser, base, account, dbQuery) {
  const context = await browser.newContext({ ...PHONE, ...STILL, baseURL: base });
  const page = await context.newPage();
  await signIn(context, base, account);

  await page.goto("/user/dashboard");
  await settle(page);
  await shoot(page, "phone-dashboard");

  // The fake camera shows a table card whose QR holds one of the shop's unused tokens: the
  // scan redeems it, as at the counter, and the preview stays on the frame it read.
  await page.getByRole("tab", { name: "Scan QR" }).click();
  await page.getByTestId("scanner-start").click();
  await page.getByText("Punch Added!").first().waitFor();
  // The scanner card at the top, under the toast that reports the punch.
  await page.evaluate(() => {
    const card = document.querySelector('[data-testid="scan-token"]');
    if (card) window.scrollTo(0, window.scrollY + card.getBoundingClientRect().top - 100);
  });
  // Reduced motion scrolls at once: the card stands where it was sent, or the page ended.
  await page.waitForFunction(() => {
    const top = document.querySelector('[data-testid="scan-token"]')?.getBoundingClientRect().top;
    if (top === undefined) return false;
    const end = document.documentElement.scrollHeight - 1;
    return Math.abs(top - 100) < 1 || window.scrollY + window.innerHeight >= end;
  });
  await shoot(page, "phone-scanner");
  await page.getByTestId("scanner-stop").click();

  await page.goto("/user/products");
  await settle(page);
  await shoot(page, "phone-products");

  // A cart as a customer would build it, placed where the shop keeps it (this browser).
  const products = await (await context.request.get(`${base}/api/products`)).json();
  const byName = (name) => products.find((p) => p.name === name);
  const line = (name, flavor, quantity) => {
    const p = byName(name);
    return {
      productId: p.id,
      productName: p.name,
      flavor,
      quantity,
      priceCents: Math.round((p.dealPrice ?? p.price) * 100),
    };
  };
  const cart = [
    line("House Latte", "Oat Milk", 2),
    line("Chocolate Chip Cookie", "Double Chocolate", 3),
    line("Sparkling Lemonade", "Raspberry", 1),
  ];
  const [{ id: userId }] = await dbQuery("select id from users where username = $1", [
    account.username,
  ]);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [`punchcard-cart:${userId}`, JSON.stringify(cart)],
  );
  await page.reload();
  await settle(page);
  await page.getByTestId("cart-button").click();
  await page.getByTestId("checkout").click();
  await page.getByTestId("checkout-dialog").waitFor();
  await settle(page);
  await shoot(page, "phone-checkout");

  await page.goto("/leaderboard");
  await settle(page);
  await shoot(page, "phone-leaderboard");
  await context.close();
}

async function adminScreens(browser, base, account) {
  const context = await browser.newContext({ ...LAPTOP, ...STILL, baseURL: base });
  const page = await context.newPage();
  await signIn(context, base, account);
  // The dashboard whole, so its activity chart below the tiles is in the picture.
  for (const [path, name, fullPage = false] of /** @type {[string, string, boolean?][]} */ ([
    ["/admin/dashboard", "admin-dashboard", true],
    ["/admin/users", "admin-users"],
    ["/admin/punchcards", "admin-punchcards"],
  ])) {
    await page.goto(path);
    await settle(page);
    await shoot(page, name, { fullPage });
  }
  // Analytics loads its report, then Recharts, which draws its bars at once under reduced
  // motion (it would grow them in JavaScript for ~1.5 s otherwise).
  await page.goto("/admin/analytics");
  await page.getByTestId("chart-daily").locator(".recharts-bar-rectangle").first().waitFor();
  await settle(page);
  await shoot(page, "admin-analytics", { fullPage: true });
  await page.goto("/admin/qr-generate");
  await settle(page);
  await page.getByTestId("generate-token").click();
  await page.getByTestId("token-result").waitFor();
  await settle(page);
  await shoot(page, "admin-qr-generate");
  await context.close();
}

async function main() {
  ensureDependencies(root);
  ensureBuild(root);
  const { freePort, startEmbedded } = await import("./lib/embedded-db.mjs");
  const { prepareDemo } = await import("./lib/demo-seed.mjs");
  const { demoShopEnv } = await import("./lib/demo-content.mjs");
  const { writeCameraFeed } = await import("./lib/camera-feed.mjs");
  const { chromium } = await import("playwright");
  const { chromiumPath } = await import("./lib/chromium.ts");
  const { default: pg } = await import("pg");

  const temp = mkdtempSync(join(tmpdir(), "punchcard-shots-"));
  chmodSync(temp, 0o755); // PostgreSQL runs as its own user, which must reach the folder.
  const cleanups = [() => rmSync(temp, { recursive: true, force: true })];
  try {
    const database = await startEmbedded({
      dir: join(temp, "pg"),
      port: await freePort(),
      persistent: false,
    });
    cleanups.unshift(() => database.stop());
    const { secret, accounts } = await prepareDemo(database.url, { root });
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    cleanups.unshift(() => pool.end());
    /** @type {(text: string, params?: unknown[]) => Promise<Record<string, any>[]>} */
    const dbQuery = async (text, params) => (await pool.query(text, params)).rows;

    const { url, stop } = await startAppServer({
      root,
      port: await freePort(),
      env: { ...demoShopEnv(), DATABASE_URL: database.url, AUTH_SECRET: secret },
    });
    cleanups.unshift(stop);

    const [token] = await dbQuery(
      "select id from punch_tokens where used_at is null and kind = 'admin' order by created_at desc limit 1",
    );
    const feed = join(temp, "camera.y4m");
    await writeCameraFeed(`${url}/user/dashboard?token=${token.id}`, feed);
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [
        ...CHROMIUM_ARGS,
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${feed}`,
      ],
    });
    cleanups.unshift(() => browser.close());

    mkdirSync(outDir, { recursive: true });
    await customerScreens(browser, url, accounts.customers[0], dbQuery);
    await adminScreens(browser, url, accounts.admin);
  } finally {
    for (const cleanup of cleanups)
      await Promise.resolve()
        .then(cleanup)
        .catch((e) => console.error(e));
  }
}

main().catch((error) => {
  console.error(`\n[screenshots] ${error.stack ?? error.message}`);
  process.exit(1);
});
