import type { Page } from "@playwright/test";
import { ADMIN } from "../support/api";
import { expect, hydrated, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

// The shop's own screens (settings, program, messages, analytics) in Arabic on a phone
// (mirrored) and in German on a laptop (long words). The browser's language decides: the admin
// chose none in a profile. Looks only: nothing is saved.
const SCREENS: [name: string, path: string, ready: string][] = [
  ["settings", "/admin/settings", "settings-form"],
  ["program", "/admin/program", "program-form"],
  ["messages", "/admin/messages", "automation-welcome"],
  ["campaign-new", "/admin/messages/campaigns/new", "campaign-audience-count"],
  ["analytics", "/admin/analytics", "figures"],
];

async function shootAll(page: Page, language: string, size: keyof typeof SIZES, dir: string) {
  await signInAs(page, ADMIN);
  await page.setViewportSize(SIZES[size]);
  for (const [name, path, ready] of SCREENS) {
    await hydrated(page, await page.goto(path));
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await snap(page, `languages-${name}-${language}-${size}.png`);
  }
}

test.describe("in Arabic", () => {
  test.use({ locale: "ar" });
  test("the settings, program, messages and analytics, mirrored on a phone", async ({ page }) => {
    await shootAll(page, "ar", "phone", "rtl");
  });
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });
  test("the settings, program, messages and analytics, on a laptop", async ({ page }) => {
    await shootAll(page, "de", "desktop", "ltr");
  });
});
