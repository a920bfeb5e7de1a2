import { ADMIN } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { shoot, SIZES, snap } from "./shoot";

// Looks only: nothing is saved, so the shared shop stays as it is.
test("/admin/settings at phone and desktop size, and with refused fields", async ({ page }) => {
  await signInAs(page, ADMIN);
  await shoot(page, "admin-settings", "/admin/settings");

  await page.setViewportSize(SIZES.phone);
  await page.goto("/admin/settings");
  await page.getByTestId("settings-maxCodesPerDay-switch").click();
  await page.getByTestId("settings-maxCodesPerDay").fill("0");
  await page.getByTestId("settings-ownerUrl").fill("instagram me");
  await page.getByTestId("settings-save").click();
  await expect(page.getByTestId("settings-maxCodesPerDay-error")).toBeVisible();
  await snap(page, "admin-settings-errors-phone.png");
});

test("the dashboard's tiles with Shop Settings among them", async ({ page }) => {
  await signInAs(page, ADMIN);
  await shoot(page, "admin-dashboard-tiles", "/admin/dashboard");
});
