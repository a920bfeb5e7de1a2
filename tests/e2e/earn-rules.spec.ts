import { randomBytes } from "node:crypto";
import { Pool } from "pg";
import { Client } from "../support/api";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import type { Browser } from "@playwright/test";
import { expectToast } from "./support/admin-pages";
import { CustomerDashboard } from "./support/rewards-pages";
import { expect, hydrated, signInAs, test } from "./support/fixtures";

// The earn rules are the shop's settings, shared by every test on a server: these run on a
// private app server and database, so a cooldown here refuses no other test's punches.
// One private stack for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });
let stack: IsolatedStack | undefined;
let pool: Pool;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startIsolatedStack();
  pool = new Pool({ connectionString: stack.databaseUrl, max: 2 });
});
test.afterAll(async () => {
  await pool?.end();
  await stack?.close();
});

/** The owner's cooldown, set as the settings screen saves it (one row, minutes; null is off). */
async function setCooldown(minutes: number | null) {
  await pool.query(
    `insert into shop_settings (shop_name, owner_handle, owner_url, messaging_app)
     values ('Punchcard', 'owner', 'https://example.com/owner', 'WhatsApp') on conflict (id) do nothing`,
  );
  await pool.query("update shop_settings set punch_cooldown_minutes = $1", [minutes]);
}

/** The owner switches the cooldown on at /admin/settings, as a shop would. */
async function ownerSetsCooldown(browser: Browser, minutes: number) {
  const context = await browser.newContext({ baseURL: stack!.baseUrl });
  const page = await context.newPage();
  await signInAs(page, stack!.admin);
  await hydrated(page, await page.goto("/admin/settings"));
  await page.getByTestId("settings-punchCooldownMinutes-switch").click();
  await page.getByTestId("settings-punchCooldownMinutes").fill(String(minutes));
  await page.getByTestId("settings-save").click();
  await expectToast(page, "Settings Updated");
  await context.close();
}

/** A customer made by the shop's admin, as the owner does it. */
async function newCustomer() {
  const owner = await new Client(stack!.baseUrl).login(
    stack!.admin.username,
    stack!.admin.password,
  );
  const customer = { username: `c${randomBytes(4).toString("hex")}`, password: "secret-pass" };
  const made = await owner.post("/api/users", { ...customer, role: "user" });
  expect(made.status).toBe(201);
  return customer;
}

async function newToken() {
  const id = randomBytes(16).toString("base64url");
  await pool.query("insert into punch_tokens (id) values ($1)", [id]);
  return id;
}

test("the owner's cooldown refuses a second scan with the wait on screen, token unused", async ({
  browser,
}) => {
  await ownerSetsCooldown(browser, 10);
  const customer = await newCustomer();
  const context = await browser.newContext({
    baseURL: stack!.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInAs(page, customer);
  const dashboard = new CustomerDashboard(page);
  await dashboard.goto();
  await dashboard.enterToken(await newToken());
  await dashboard.expectPunches(1);

  const second = await newToken();
  await dashboard.enterToken(second);
  await expect(page.getByTestId("redeem-refusal")).toHaveText(
    "You can collect your next punch in 10 minutes",
  );
  await expect(page.getByText("Not yet")).toBeVisible();
  await dashboard.expectPunches(1);
  const { rows } = await pool.query("select used_at from punch_tokens where id = $1", [second]);
  expect(rows[0].used_at).toBeNull();

  // Once the cooldown is off, the same token adds the punch and the notice goes.
  await setCooldown(null);
  await dashboard.enterToken(second);
  await dashboard.expectPunches(2);
  await expect(page.getByTestId("redeem-refusal")).toHaveCount(0);
  await context.close();
});

test("a customer whose earning is paused sees why on the verify page", async ({ browser }) => {
  const customer = await newCustomer();
  await pool.query("update users set earning_blocked_at = now() where username = $1", [
    customer.username,
  ]);
  const product = await pool.query<{ id: string }>(
    `insert into products (name, description, price_cents) values ('Mango Chew', 'Chewy', 500) returning id`,
  );
  const code = randomBytes(6).toString("hex").toUpperCase();
  await pool.query("insert into verification_codes (code, product_id) values ($1, $2)", [
    code,
    product.rows[0]!.id,
  ]);
  const context = await browser.newContext({ baseURL: stack!.baseUrl });
  const page = await context.newPage();
  await signInAs(page, customer);
  await page.goto("/user/verify");
  await page.getByTestId("code-input").fill(code);
  await page.getByTestId("verify-submit").click();
  await expect(page.getByTestId("code-refused")).toContainText("Earning paused");
  await expect(page.getByTestId("code-refused")).toContainText(
    "Earning is paused on your account. Please talk to the shop.",
  );
  await expect(page.getByTestId("code-not-found")).toHaveCount(0);
  const { rows } = await pool.query("select is_used from verification_codes where code = $1", [
    code,
  ]);
  expect(rows[0].is_used).toBe(false);
  await context.close();
});
