import type { Page } from "@playwright/test";
import { ADMIN, createUser, signedIn } from "../support/api";
import { customerWithCard, resetProgram, setProgram } from "../support/program-state";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { shoot, SIZES, snap } from "./shoot";

// The shop's own program on the customer's card and at the counter: a card of 8 with two
// rewards in the shop's colour, a reward waiting with punches on the next card, the longest
// names on a card of 30, and the counter's hand-over.

const BAKERY = {
  cardSize: 8,
  rewards: [
    { at: 4, name: "Free cookie" },
    { at: 8, name: "Free coffee" },
  ],
  cardColor: "#7c2d12",
  stampIcon: "croissant",
  maxTokenPunches: 3,
  terms: "One reward per visit. Rewards cannot be exchanged for cash.",
};

// 50 characters each, and German-length words with no place to break.
const LONG = {
  cardSize: 30,
  rewards: [
    { at: 15, name: "Kostenloser Apfelstrudel mit Vanillesoßenbeilage!!" },
    { at: 30, name: "Donaudampfschifffahrtsgesellschaftskapitänsmützen!" },
  ],
  cardColor: "#0f766e",
  stampIcon: "leaf",
  maxTokenPunches: 5,
  terms:
    "Gültig in allen Filialen. Rechtsschutzversicherungsgesellschaften und Grundstücksverkehrsgenehmigungszuständigkeitsübertragungsverordnung ausgenommen.",
};

test.afterEach(() => resetProgram());

/** The dashboard once the server reads the new program (each server keeps it two seconds). */
async function dashboardIn(page: Page, color: string) {
  await expect(async () => {
    await page.goto("/user/dashboard");
    await expect(page.getByTestId("program-card")).toHaveCSS("background-color", rgb(color), {
      timeout: 500,
    });
  }).toPass();
}

function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test("a card of 8 with two rewards, in the shop's colour", async ({ page }) => {
  await setProgram(BAKERY);
  await signInAs(page, await customerWithCard({ size: 8, punches: 3, rewards: BAKERY.rewards }));
  await dashboardIn(page, BAKERY.cardColor);
  await expect(page.getByTestId("punch-count")).toHaveText("3 / 8");
  await expect(page.getByTestId("punches-to-go")).toHaveText("1 more punch for a free cookie.");
  await shoot(page, "program-card-of-8");
});

test("a reward waiting, one handed over and punches on the next card", async ({ page }) => {
  await setProgram(BAKERY);
  const customer = await customerWithCard({
    size: 8,
    punches: 8,
    rewards: BAKERY.rewards,
    handed: [0],
    waiting: 2,
  });
  await signInAs(page, customer);
  await dashboardIn(page, BAKERY.cardColor);
  await expect(page.getByTestId("rewards-ready")).toHaveText("Ready for you: Free coffee");
  await expect(page.getByTestId("next-card-punches")).toHaveText("+2 on your next card");
  await shoot(page, "program-card-waiting");
});

test("a card of 30 with 50-character rewards and long German words", async ({ page }) => {
  await setProgram(LONG);
  await signInAs(
    page,
    await customerWithCard({ size: 30, punches: 17, rewards: LONG.rewards, waiting: 0 }),
  );
  await dashboardIn(page, LONG.cardColor);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    // Nothing wider than the screen or the card: the words break inside the card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    const card = page.getByTestId("program-card");
    expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await snap(page, `program-card-long-${size}.png`);
  }
});

test("the counter's hand-over: a 3-punch token, the rewards waiting, the confirmation", async ({
  page,
}) => {
  await setProgram(BAKERY);
  await signInAs(page, await createUser({ role: "staff" }));
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await expect(async () => {
      await page.goto("/counter");
      await expect(page.getByTestId("token-punches")).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.getByTestId("counter-display")).toHaveAttribute("data-status", "live");
    await page.getByTestId("token-punches-3").click();
    await expect(page.getByTestId("counter-token-punches")).toHaveText("+3");
    const qr = page.getByTestId("counter-qr");
    await expect(qr.locator("img")).toHaveAttribute("data-qr-value", /token=/);
    await snap(page, `counter-token-3-${size}.png`, { fullPage: false });

    const customer = await customerWithCard({ size: 8, punches: 5, rewards: BAKERY.rewards });
    const client = await signedIn(customer);
    const tokenId = await qr.getAttribute("data-token");
    expect((await client.post("/api/token/use", { tokenId })).status).toBe(200);
    await expect(page.getByTestId("counter-added")).toHaveText("+3");
    await expect(page.getByTestId("hand-over").first()).toBeVisible();
    await snap(page, `counter-hand-over-${size}.png`, { fullPage: false });

    await page.getByTestId("hand-over").first().click();
    await expect(page.getByRole("alertdialog")).toContainText("Hand over Free cookie");
    await snap(page, `counter-hand-over-confirm-${size}.png`, { fullPage: false });
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByTestId("counter-later").click();
  }
});

test("the counter's customer screen: a reward to hand over and punches on the next card", async ({
  page,
}) => {
  await setProgram(BAKERY);
  const customer = await customerWithCard({
    size: 8,
    punches: 8,
    rewards: BAKERY.rewards,
    handed: [0],
    waiting: 2,
  });
  await signInAs(page, await createUser({ role: "staff" }));
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await expect(async () => {
      await page.goto("/counter/customers");
      await page.getByTestId("lookup-username").fill(customer.username);
      await page.getByTestId("lookup-submit").click();
      await expect(page.getByTestId("program-card")).toHaveCSS(
        "background-color",
        rgb(BAKERY.cardColor),
        { timeout: 1000 },
      );
    }).toPass();
    await expect(page.getByTestId("hand-over").last()).toHaveText("Hand over Free coffee");
    await snap(page, `counter-customer-hand-over-${size}.png`);
  }
});

test("the admin's customer page and punch-card dialog: rewards to hand over, punches waiting", async ({
  page,
}) => {
  await setProgram(BAKERY);
  const customer = await customerWithCard({
    size: 8,
    punches: 8,
    rewards: BAKERY.rewards,
    handed: [0],
    waiting: 2,
  });
  await signInAs(page, ADMIN);
  await expect(async () => {
    await page.goto(`/admin/users/${customer.id}`);
    await expect(page.getByTestId("program-card")).toHaveCSS(
      "background-color",
      rgb(BAKERY.cardColor),
      { timeout: 1000 },
    );
  }).toPass();
  await expect(page.getByTestId("customer-punches")).toHaveText("8 / 8");
  await expect(page.getByTestId("hand-over")).toHaveText("Hand over Free coffee");
  await shoot(page, "admin-customer-program-card");

  await page.goto("/admin/punchcards");
  await page
    .getByRole("searchbox", { name: "Search customers" })
    .or(page.getByLabel("Search customers"))
    .first()
    .fill(customer.username);
  await page
    .locator(`[data-testid="punchcard-item"][data-username="${customer.username}"]`)
    .click();
  await expect(page.getByTestId("dialog-punches")).toHaveText("8 / 8");
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await snap(page, `admin-punchcard-dialog-${size}.png`, { fullPage: false });
  }
});
