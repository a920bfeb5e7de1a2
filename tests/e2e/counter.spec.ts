import type { Page } from "@playwright/test";
import { maskUsername } from "../../lib/rewards/rules";
import { createUser, signedIn, sql, type TestUser } from "../support/api";
import { scanWithCamera } from "./support/camera";
import { expect, hydrated, signInAs, test } from "./support/fixtures";
import { CustomerDashboard } from "./support/rewards-pages";

/** The counter display on a page, as the staff member's tablet shows it. */
class CounterDisplay {
  constructor(readonly page: Page) {}

  async open() {
    await signInAs(this.page, await createUser({ role: "staff" }));
    await this.page.goto("/counter");
    await expect(this.page.getByTestId("counter-display")).toHaveAttribute("data-status", "live");
    return this.token();
  }

  /** The token the QR on screen carries (waits for one). */
  async token() {
    const qr = this.page.getByTestId("counter-qr");
    await expect(qr.locator("img")).toHaveAttribute("data-qr-value", /token=/);
    return (await qr.getAttribute("data-token"))!;
  }

  async expectNewToken(old: string) {
    await expect(this.page.getByTestId("counter-qr")).not.toHaveAttribute("data-token", old);
    return this.token();
  }

  async expectRedemption(customer: TestUser, count: string) {
    await expect(this.page.getByTestId("counter-name")).toHaveText(maskUsername(customer.username));
    await expect(this.page.getByTestId("counter-count")).toHaveText(count);
  }
}

async function redeem(customer: TestUser, tokenId: string) {
  const client = await signedIn(customer);
  expect((await client.post("/api/token/use", { tokenId })).status).toBe(200);
}

test("a customer scans the counter's QR with the camera: the counter shows them, then a new QR", async ({
  page,
  browser,
  customer,
}) => {
  const display = new CounterDisplay(page);
  const token = await display.open();
  const url = await page.getByTestId("counter-qr").locator("img").getAttribute("data-qr-value");

  await scanWithCamera(browser, customer, url!, async (_, dashboard) => {
    await expect(dashboard.punchCount()).toHaveText("1 / 10");
  });

  // No reload: the display heard of the redemption, then shows a fresh token.
  const loads = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  await display.expectRedemption(customer, "1 of 10");
  await expect(page.getByTestId("counter-redeemed")).toBeHidden({ timeout: 15_000 });
  await display.expectNewToken(token);
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(loads);
});

test("a customer whose camera fails types the display's short code, in lower case", async ({
  page,
  browser,
  customer,
}) => {
  const display = new CounterDisplay(page);
  const token = await display.open();
  // The QR keeps the long id; the screen shows 8 easy characters in two groups to type.
  const shown = (await page.getByTestId("counter-code").textContent())!;
  expect(shown).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{4}-[ACDEFGHJKMNPQRTUVWXY34679]{4}$/);
  expect(token).toHaveLength(22);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customerPage = await phone.newPage();
  await signInAs(customerPage, customer);
  const dashboard = new CustomerDashboard(customerPage);
  await hydrated(customerPage, await customerPage.goto("/user/dashboard"));
  await dashboard.enterToken(shown.toLowerCase());
  await dashboard.expectPunches(1);
  await display.expectRedemption(customer, "1 of 10");
  await phone.close();
});

test("a refused scan shows on the display: who, and why, then the same QR again", async ({
  page,
  customer,
}) => {
  const display = new CounterDisplay(page);
  const token = await display.open();
  await sql().query("update users set earning_blocked_at = now() where id = $1", [customer.id]);
  const client = await signedIn(customer);
  expect((await client.post("/api/token/use", { tokenId: token })).status).toBe(403);

  const refused = page.getByTestId("counter-refused");
  await expect(refused.getByTestId("counter-refused-name")).toHaveText(
    maskUsername(customer.username),
  );
  await expect(refused.getByTestId("counter-refused-title")).toHaveText("Earning paused");
  await expect(refused.getByTestId("counter-refused-reason")).toHaveText(
    "Earning is paused on your account. Please talk to the shop.",
  );
  // The token was not used: the same QR stays under the notice (which stays until the next
  // scan or 20 s: app/counter/_components/display.test.tsx).
  await expect(page.getByTestId("counter-qr")).toHaveAttribute("data-token", token);
});

test("a redemption made while the display's stream was cut shows once it reconnects", async ({
  page,
  customer,
}) => {
  const display = new CounterDisplay(page);
  const token = await display.open();
  await page.context().setOffline(true);
  await expect(page.getByTestId("counter-banner")).toBeVisible();
  await expect(page.getByTestId("counter-display")).not.toHaveAttribute("data-status", "live");
  // Dimmed: a customer is not invited to scan while the display cannot hear of it.
  await expect(page.getByTestId("counter-qr")).toHaveClass(/opacity-25/);

  await redeem(customer, token);
  await page.context().setOffline(false);
  await expect(page.getByTestId("counter-display")).toHaveAttribute("data-status", "live");
  await display.expectRedemption(customer, "1 of 10");
  await expect(page.getByTestId("counter-banner")).toBeHidden();
  await display.expectNewToken(token);
});

test("a full card says 'Card Complete!' and staff hand the product over, which resets it", async ({
  page,
}) => {
  const customer = await createUser({ punches: 9 });
  const display = new CounterDisplay(page);
  const token = await display.open();
  await redeem(customer, token);
  await display.expectRedemption(customer, "10 of 10");
  await expect(page.getByText("Card Complete!")).toBeVisible();
  await page.getByTestId("hand-over").click();
  await page.getByTestId("confirm-hand-over").click();
  await expect(page.getByText("Punchcard Reset")).toBeVisible();
  await expect(page.getByTestId("counter-redeemed")).toBeHidden();
  const { rows } = await sql().query<{ punches: number }>(
    "select punches from punch_cards where user_id = $1",
    [customer.id],
  );
  expect(rows[0]!.punches).toBe(0);
});

test("the display replaces its token before the token expires", async ({ page }) => {
  await page.clock.install();
  const display = new CounterDisplay(page);
  const token = await display.open();
  const { rows } = await sql().query<{ lifetime: number }>(
    "select extract(epoch from expires_at - created_at)::float as lifetime from punch_tokens where id = $1",
    [token],
  );
  // Just past 80% of the lifetime, and well before its end: a new token is on screen.
  await page.clock.fastForward(rows[0]!.lifetime * 1000 * 0.85);
  await display.expectNewToken(token);
});
