import { join } from "node:path";
import { UA } from "../support/user-agents";
import { expect, test } from "../e2e/support/fixtures";
import { visitWithServiceWorker, waitForHydration } from "../e2e/support/pwa";
import { SIZES, shoot } from "./shoot";

const DIR = join(process.cwd(), "test-results", "screens");

test("offline page", async ({ page, context }) => {
  await visitWithServiceWorker(page);
  await context.setOffline(true);
  await page.goto("/user/dashboard");
  await expect(page.getByTestId("offline-title")).toBeVisible();
  await shoot(page, "offline");
});

test.describe("install prompt on an iPhone", () => {
  test.use({
    viewport: SIZES.phone,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: UA.iphoneSafari,
  });

  test("banner and 'Add to Home Screen' dialog", async ({ page }) => {
    await page.goto("/offline");
    await waitForHydration(page);
    await page.getByTestId("install-banner").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(DIR, "install-banner-phone.png") });
    await page.getByTestId("install-app").click();
    await expect(page.getByRole("dialog", { name: "Add to Home Screen" })).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(DIR, "install-dialog-iphone.png") });
  });
});

test.describe("install prompt on Android", () => {
  test.use({
    viewport: SIZES.phone,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: UA.androidChrome,
  });

  test("'Add to Home Screen' dialog", async ({ page }) => {
    await page.goto("/offline");
    await waitForHydration(page);
    await page.getByTestId("install-app").click();
    await expect(page.getByRole("dialog", { name: "Add to Home Screen" })).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(DIR, "install-dialog-android.png") });
  });
});

test("new version toast", async ({ page }) => {
  await page.setViewportSize(SIZES.phone);
  await visitWithServiceWorker(page);
  await page.evaluate(() =>
    navigator.serviceWorker.register("/sw.js?deploy=shot", { scope: "/", type: "module" }),
  );
  await expect(page.getByText("New version available")).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(DIR, "update-toast-phone.png") });
});
