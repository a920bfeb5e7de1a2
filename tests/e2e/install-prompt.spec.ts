import type { Page } from "@playwright/test";
import { UA } from "../support/user-agents";
import { expect, test } from "./support/fixtures";
import { fakeStandalone, waitForHydration } from "./support/pwa";

// The prompt is mounted on the offline page (and, once merged, on the landing page and the
// customer dashboard); the offline page needs no sign-in.
const PAGE = "/offline";
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DAY = 24 * 60 * 60 * 1000;

async function open(page: Page) {
  await page.goto(PAGE);
  await waitForHydration(page);
}

test.describe("on an iPhone in Safari", () => {
  test.use({ ...phone, userAgent: UA.iphoneSafari });

  test("'Install App' opens 'Add to Home Screen' with Safari's three steps first", async ({
    page,
  }) => {
    await open(page);
    await page.getByTestId("install-app").click();
    const dialog = page.getByRole("dialog", { name: "Add to Home Screen" });
    await expect(dialog).toBeVisible();
    const sections = dialog.getByRole("region");
    await expect(sections.first()).toHaveAccessibleName("Safari on iPhone and iPad");
    const safari = dialog.getByTestId("install-steps-ios").getByRole("listitem");
    await expect(safari).toHaveCount(3);
    await expect(safari.nth(0)).toContainText("Tap the Share button");
    await expect(safari.nth(1)).toContainText("Add to Home Screen");
    await expect(safari.nth(2)).toContainText("Tap Add");
    await expect(dialog.getByTestId("install-steps-ios")).toContainText(
      "This works only in Safari.",
    );
    const other = dialog.getByTestId("install-steps-other").getByRole("listitem");
    await expect(other).toHaveCount(3);

    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    // Closing the steps is not a dismissal: the button stays.
    await expect(page.getByTestId("install-app")).toBeVisible();
  });

  test("'Not now' hides it for 14 days", async ({ page }) => {
    await open(page);
    await page.getByRole("button", { name: "Not now" }).click();
    await expect(page.getByTestId("install-banner")).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("install-banner")).toHaveCount(0);

    const stored = Number(
      await page.evaluate(() => localStorage.getItem("punchcard.install-dismissed-at")),
    );
    expect(Date.now() - stored).toBeLessThan(60_000);
    // Fifteen days later it is offered again.
    await page.evaluate(
      (at) => localStorage.setItem("punchcard.install-dismissed-at", String(at)),
      Date.now() - 15 * DAY,
    );
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("install-app")).toBeVisible();
  });

  test("'Maybe later' in the dialog also dismisses it", async ({ page }) => {
    await open(page);
    await page.getByTestId("install-app").click();
    await page.getByRole("button", { name: "Maybe later" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByTestId("install-banner")).toHaveCount(0);
  });
});

test.describe("on an iPhone in Chrome", () => {
  test.use({ ...phone, userAgent: UA.iphoneChrome });

  test("says to open the page in Safari first", async ({ page }) => {
    await open(page);
    await page.getByTestId("install-app").click();
    await expect(page.getByTestId("install-steps-ios")).toContainText(
      "open this page in Safari first",
    );
  });
});

test.describe("on an Android phone", () => {
  test.use({ ...phone, userAgent: UA.androidChrome });

  test("without the browser's install event, shows the other browsers' steps first", async ({
    page,
  }) => {
    await open(page);
    await page.getByTestId("install-app").click();
    const dialog = page.getByRole("dialog", { name: "Add to Home Screen" });
    await expect(dialog.getByRole("region").first()).toHaveAccessibleName("Other browsers");
    const steps = dialog.getByTestId("install-steps-other").getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText("Open the browser's menu");
    await expect(steps.nth(1)).toContainText("Add to Home screen or Install app");
    await expect(steps.nth(2)).toContainText("Confirm");
  });

  for (const outcome of ["accepted", "dismissed"] as const) {
    test(`uses Chromium's own install dialog when it is offered (${outcome})`, async ({ page }) => {
      await open(page);
      // Chromium fires beforeinstallprompt when it judges the app installable; here it is staged.
      await page.evaluate((outcome) => {
        const event = new Event("beforeinstallprompt", { cancelable: true }) as Event &
          Record<string, unknown>;
        event.prompt = () => {
          (window as unknown as { prompted: number }).prompted = 1;
          return Promise.resolve();
        };
        event.userChoice = Promise.resolve({ outcome });
        window.dispatchEvent(event);
      }, outcome);
      await page.getByTestId("install-app").click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted))
        .toBe(1);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByTestId("install-banner")).toHaveCount(0);
      const remembered = await page.evaluate(() =>
        localStorage.getItem("punchcard.install-dismissed-at"),
      );
      // Declining the browser's dialog counts as 'not now'; installing needs no reminder.
      expect(remembered !== null).toBe(outcome === "dismissed");
    });
  }
});

test.describe("on a desktop computer", () => {
  test.use({ userAgent: UA.desktopChrome });

  test("there is no 'Install App'", async ({ page }) => {
    await open(page);
    await expect(page.getByTestId("offline-title")).toBeVisible();
    await expect(page.getByTestId("install-banner")).toHaveCount(0);
  });
});

test.describe("already running from the home screen", () => {
  test.use({ ...phone, userAgent: UA.androidChrome });

  test("there is no 'Install App' in standalone display mode", async ({ page }) => {
    await page.addInitScript(fakeStandalone, "display-mode" as const);
    await open(page);
    expect(await page.evaluate(() => window.matchMedia("(display-mode: standalone)").matches)).toBe(
      true,
    );
    await expect(page.getByTestId("install-banner")).toHaveCount(0);
  });
});

test.describe("already on an iPhone's home screen", () => {
  test.use({ ...phone, userAgent: UA.iphoneSafari });

  test("there is no 'Install App' when iOS says it is standalone", async ({ page }) => {
    await page.addInitScript(fakeStandalone, "ios-flag" as const);
    await open(page);
    await expect(page.getByTestId("install-banner")).toHaveCount(0);
  });
});
