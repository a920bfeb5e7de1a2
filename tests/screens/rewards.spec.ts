import { ADMIN, createUser } from "../support/api";
import { insertCode, insertProduct, insertToken } from "../support/rewards";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { shoot } from "./shoot";

test("sign-in and not-found screens", async ({ page }) => {
  await shoot(page, "login", "/login");
  await shoot(page, "not-found", "/no/such/page");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});

test("customer rewards screens", async ({ page }) => {
  const customer = await createUser({ punches: 7, xp: 420 });
  await signInAs(page, customer);
  await shoot(page, "dashboard", "/user/dashboard");
  await page.getByRole("tab", { name: "Scan QR" }).click();
  await shoot(page, "dashboard-scan");
  const full = await createUser({ punches: 9 });
  await signInAs(page, full);
  await page.goto(`/user/dashboard?token=${await insertToken()}`);
  await expect(page.getByTestId("card-complete")).toBeVisible();
  await shoot(page, "dashboard-complete");
  const code = await insertCode(await insertProduct({ name: "Mango Chew" }));
  await page.goto(`/user/verify?code=${code}`);
  await expect(page.getByTestId("valid-product")).toBeVisible();
  await shoot(page, "verify-valid");
  await page.getByTestId("code-input").fill("NOPE");
  await page.getByTestId("verify-submit").click();
  await shoot(page, "verify-not-found");
  await shoot(page, "leaderboard", "/leaderboard");
});

test("admin rewards screens", async ({ page }) => {
  await insertProduct({ name: "Cold Brew" });
  await signInAs(page, ADMIN);
  await page.goto("/admin/qr-generate");
  await page.getByTestId("generate-token").click();
  await expect(page.getByTestId("token-result").locator("img")).toBeVisible();
  await shoot(page, "admin-qr-generate");
  await page.goto("/admin/verify");
  await page.getByTestId("code-product").selectOption({ label: "Cold Brew" });
  await page.getByTestId("code-quantity").fill("3");
  await page.getByTestId("generate-codes").click();
  await expect(page.getByTestId("new-code")).toHaveCount(3);
  await shoot(page, "admin-verify");
  await shoot(page, "admin-punchcards", "/admin/punchcards");
  await page.getByTestId("punchcard-item").first().click();
  await shoot(page, "admin-punchcard-dialog");
});
