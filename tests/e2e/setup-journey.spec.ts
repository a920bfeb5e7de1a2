import { resolve } from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { dropDatabase, ensureDatabase } from "../../scripts/lib/embedded-db.mjs";
import { prepareDatabase } from "../../scripts/lib/prepare-db.mjs";
import { startAppServer, type AppServer } from "../support/server";
import { expectToast, UsersPage } from "./support/admin-pages";
import { expect, hydrated, LoginPage, test } from "./support/fixtures";

// A new owner's first ten minutes, from a fresh database: the printed password, every step of
// the setup guide, the counter tablet signed in by its QR, and a first punch on the owner's
// phone. Three browsers: the owner's laptop, the counter's tablet and the owner's phone. The
// journey's own time is printed (a person's target is ten minutes; the script takes a fraction).

const NAME = `journey_${process.pid}_${Date.now()}`;
let server: AppServer;
let printed: { username: string; password: string };
// Closed before the server stops: the counter display's event stream would hold it open.
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const url = await ensureDatabase(process.env.DATABASE_URL!, NAME);
  let log = "";
  const { secret } = await prepareDatabase(url, {
    root: resolve(process.cwd()),
    log: (line: string) => (log += line),
  });
  // What `npm start` prints for the first admin, read as the owner reads it.
  const username = /username: (\S+)/.exec(log)?.[1];
  const password = /password: (\S+)/.exec(log)?.[1];
  expect(username && password).toBeTruthy();
  printed = { username: username!, password: password! };
  server = await startAppServer({ DATABASE_URL: url, AUTH_SECRET: secret });
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
  await dropDatabase(process.env.DATABASE_URL!, NAME).catch(() => {});
});

async function device(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  contexts.push(context);
  return context.newPage();
}

const step = (page: Page, key: string) => page.getByTestId(`setup-step-${key}`);

async function backToGuide(page: Page) {
  await page.goto("/admin/dashboard");
  await hydrated(page);
  await expect(page.getByTestId("setup-guide")).toBeVisible();
}

async function expectDone(page: Page, key: string) {
  await backToGuide(page);
  await expect(step(page, key)).toHaveAttribute("data-done", "true");
}

/** The address a one-off QR in a dialog stands for, as a phone's camera reads it. */
async function qrAddress(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  const image = page.getByTestId(`${testId}-dialog`).locator("img");
  await expect(image).toBeVisible();
  const address = await image.getAttribute("data-qr-value");
  await page.keyboard.press("Escape");
  return address!;
}

test("a new owner goes from the printed password to a first punch on their phone", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const laptop = await device(browser, { width: 1280, height: 800 });
  const tablet = await device(browser, { width: 1024, height: 768 });
  const phone = await device(browser, { width: 390, height: 844 });

  // A customer who scans the poster too early: the shop is getting ready, no card advertised.
  await phone.goto("/");
  await expect(phone.getByTestId("landing-getting-ready")).toHaveText(
    "This shop's card is getting ready",
  );
  await expect(phone.getByTestId("landing-title")).toBeHidden();

  // The printed password opens a dashboard led by the guide, nothing done yet.
  const login = new LoginPage(laptop);
  await login.goto();
  await login.signIn(printed.username, printed.password);
  await expect(laptop).toHaveURL(/\/admin\/dashboard/);
  await expect(laptop.getByTestId("setup-progress")).toHaveText("0 of 7 done");

  // 1. The shop.
  await step(laptop, "shop").getByRole("link").click();
  await expect(laptop).toHaveURL(/\/admin\/settings/);
  await hydrated(laptop);
  await laptop.getByTestId("settings-shopName").fill("Bean There Café");
  await laptop.getByTestId("settings-save").click();
  await expectToast(laptop, "Settings Updated");
  await expectDone(laptop, "shop");
  // From step 1 on, the landing page is the shop's, under its name.
  await expect(async () => {
    await phone.goto("/");
    await expect(phone.getByTestId("landing-title")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(phone.getByText("Bean There Café").first()).toBeVisible();
  await expect(phone).toHaveTitle(/Bean There Café/);

  // 2. The card: SPEC's default kept, saved.
  await step(laptop, "card").getByRole("link").click();
  await expect(laptop).toHaveURL(/\/admin\/program/);
  await hydrated(laptop);
  await expect(laptop.getByTestId("program-preview")).toBeVisible();
  await laptop.getByTestId("program-save").click();
  await expect(laptop.getByTestId("program-save")).toBeEnabled();
  await expect(async () => {
    await expectDone(laptop, "card");
  }).toPass();

  // 3. A password of the owner's own in place of the printed one.
  await step(laptop, "sign-in").getByRole("link").click();
  await expect(laptop).toHaveURL(/\/admin\/profile/);
  await hydrated(laptop);
  const own = "my-own-owner-pass-1";
  await laptop.getByTestId("currentPassword").fill(printed.password);
  await laptop.getByTestId("newPassword").fill(own);
  await laptop.getByTestId("confirmPassword").fill(own);
  await laptop.getByTestId("admin-password-save").click();
  await expect(laptop.getByTestId("currentPassword")).toHaveValue("");
  await expectDone(laptop, "sign-in");

  // 4. A cashier's staff account.
  await step(laptop, "cashier").getByRole("link").click();
  const users = new UsersPage(laptop);
  await expect(laptop).toHaveURL(/\/admin\/users/);
  await hydrated(laptop);
  await users.create("till", "till-pass-1", "staff", "Till");
  await expect(users.row("till")).toBeVisible();
  await expectDone(laptop, "cashier");

  // 5. The counter tablet, signed in by the guide's QR as the cashier.
  const counterAddress = await qrAddress(laptop, "counter-qr");
  await tablet.goto(counterAddress);
  await expect(tablet).toHaveURL(/\/counter/);
  const token = tablet.getByTestId("counter-qr").locator("img");
  await expect(token).toBeVisible();
  await expect(tablet.getByText("Bean There Café").first()).toBeVisible();
  await expectDone(laptop, "counter");

  // 6. A first punch: the owner's phone as the test customer scans the counter's QR.
  const phoneAddress = await qrAddress(laptop, "test-customer-qr");
  await phone.goto(phoneAddress);
  await expect(phone).toHaveURL(/\/user\/dashboard/);
  const tokenAddress = (await token.getAttribute("data-qr-value"))!;
  // The card redeems the token it opens with, as after a scan with the phone's camera.
  await phone.goto(tokenAddress);
  await expect(phone.getByTestId("punch-count")).toHaveText("1 / 10");
  await expectDone(laptop, "first-punch");

  // 7. The poster for the counter.
  await step(laptop, "poster").getByRole("link").click();
  await expect(laptop).toHaveURL(/\/admin\/poster/);
  await expect(laptop.getByText("Bean There Café").first()).toBeVisible();
  await backToGuide(laptop);

  await expect(laptop.getByTestId("setup-progress")).toHaveText("7 of 7 done");
  for (const key of ["shop", "card", "sign-in", "cashier", "counter", "first-punch", "poster"]) {
    await expect(step(laptop, key)).toHaveAttribute("data-done", "true");
  }
  // The test customer is no customer of the shop's figures.
  const totals = await laptop.request.get(`${server.url}/api/admin/stats`);
  expect(((await totals.json()) as { totalUsers: number }).totalUsers).toBe(0);

  const seconds = (Date.now() - started) / 1000;
  console.log(`[setup journey] printed password to a first punch: ${seconds.toFixed(1)} s`);
  test.info().annotations.push({ type: "journey time", description: `${seconds.toFixed(1)} s` });
});
