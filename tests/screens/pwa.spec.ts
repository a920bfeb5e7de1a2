import { UA } from "../support/user-agents";
import { expect, test } from "../e2e/support/fixtures";
import { visitWithServiceWorker, waitForHydration } from "../e2e/support/pwa";
import { SIZES, shoot, snap } from "./shoot";

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
    await snap(page, "install-banner-phone.png", { fullPage: false });
    await page.getByTestId("install-app").click();
    await expect(page.getByRole("dialog", { name: "Add to Home Screen" })).toBeVisible();
    await snap(page, "install-dialog-iphone.png", { fullPage: false });
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
    await snap(page, "install-dialog-android.png", { fullPage: false });
  });
});

test("new version toast", async ({ page }) => {
  await page.setViewportSize(SIZES.phone);
  await visitWithServiceWorker(page);
  await page.evaluate(() =>
    navigator.serviceWorker.register("/sw.js?deploy=shot", { scope: "/", type: "module" }),
  );
  await expect(page.getByText("New version available")).toBeVisible({ timeout: 20_000 });
  await snap(page, "update-toast-phone.png", { fullPage: false });
});
