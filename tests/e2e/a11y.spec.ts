import { ADMIN, createUser, sql } from "../support/api";
import { insertCode, insertProduct } from "../support/rewards";
import { UA } from "../support/user-agents";
import { checkA11y } from "./support/a11y";
import { expect, signInAs, test } from "./support/fixtures";
import { waitForHydration } from "./support/pwa";

/**
 * axe on the states of a screen that need a click or some data (toasts, dialogs, results), as
 * whoever uses them, at phone size (where customers use the app) and at laptop size for the
 * admin console. Any serious or critical violation fails. Every screen as it opens, in every
 * language and at both sizes, is a11y-screens.spec.ts: add each new screen there.
 */
const phone = { width: 390, height: 844 };

test.describe("anyone", () => {
  test.use({ viewport: phone });

  test("login", async ({ page }) => {
    await page.goto("/login");
    await checkA11y(page);
    // The toast of a failed sign-in, too.
    await page.goto("/login?error=invalid_token");
    await expect(page.getByText("Login Error")).toBeVisible();
    await checkA11y(page, { label: "login with an error toast" });
  });
});

test.describe("install prompt on a phone", () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true, userAgent: UA.iphoneSafari });

  test("banner and 'Add to Home Screen' dialog", async ({ page }) => {
    await page.goto("/offline");
    await waitForHydration(page);
    await expect(page.getByTestId("install-banner")).toBeVisible();
    await checkA11y(page, { label: "install banner" });
    await page.getByTestId("install-app").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await checkA11y(page, { label: "install dialog" });
  });
});

test.describe("customer", () => {
  test.use({ viewport: phone });

  test("dashboard, both tabs of 'Scan Token'", async ({ page }) => {
    await signInAs(page, await createUser({ punches: 4, xp: 200 }));
    await page.goto("/user/dashboard");
    await expect(page.getByTestId("loyalty-card")).toBeVisible();
    await checkA11y(page, { label: "dashboard" });
    await page.getByRole("tab", { name: "Enter Code" }).click();
    await checkA11y(page, { label: "dashboard, Enter Code" });
  });

  test("verify, idle and with a result", async ({ page, customer }) => {
    await signInAs(page, customer);
    await page.goto("/user/verify");
    await checkA11y(page, { label: "verify" });
    const code = await insertCode(await insertProduct({ name: "Axe Mango" }));
    await page.goto(`/user/verify?code=${code}`);
    await expect(page.getByTestId("valid-product")).toBeVisible();
    await checkA11y(page, { label: "verify with a valid product" });
  });
});

test.describe("admin", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("QR generate, before and after a token", async ({ page }) => {
    await signInAs(page, ADMIN);
    await page.goto("/admin/qr-generate");
    await checkA11y(page, { label: "qr-generate" });
    await page.getByTestId("generate-token").click();
    await expect(page.getByTestId("token-result").locator("img")).toBeVisible();
    // The button stays busy (half transparent) until the list of recent tokens is read again,
    // after the QR shows: axe once measured it half way back to its colour.
    await expect(page.getByTestId("generate-token")).toBeEnabled();
    await expect(page.getByTestId("generate-token")).not.toHaveAttribute("aria-busy", "true");
    await checkA11y(page, { label: "qr-generate with a token" });
  });

  test("verification codes", async ({ page }) => {
    await insertProduct({ name: "Axe Cold Brew" });
    await signInAs(page, ADMIN);
    await page.goto("/admin/verify");
    await checkA11y(page, { label: "admin verify" });
    await page.getByTestId("code-product").selectOption({ label: "Axe Cold Brew" });
    await page.getByTestId("code-quantity").fill("2");
    await page.getByTestId("generate-codes").click();
    await expect(page.getByTestId("new-code")).toHaveCount(2);
    await checkA11y(page, { label: "admin verify with new codes" });
  });

  test("punch cards and a card's dialog", async ({ page }) => {
    await createUser({ punches: 10 });
    await signInAs(page, ADMIN);
    await page.goto("/admin/punchcards");
    await checkA11y(page, { label: "punchcards" });
    await page.getByTestId("punchcard-item").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await checkA11y(page, { label: "punchcard dialog" });
  });

  test("review queue and its void dialog", async ({ page }) => {
    const flagged = await createUser({ punches: 3 });
    await sql().query(
      "insert into review_flags (user_id, day, rule, count, threshold) values ($1, current_date, 'punches', 6, 5)",
      [flagged.id],
    );
    await signInAs(page, ADMIN);
    await page.goto("/admin/review");
    const card = page.locator(`[data-testid=review-customer][data-username="${flagged.username}"]`);
    await checkA11y(page, { label: "review queue" });
    await card.getByTestId("activity-select").first().check();
    await card.getByTestId("void-selected").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await checkA11y(page, { label: "void selected dialog" });
  });
});
