import { createUser } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { snap, SIZES } from "./shoot";

// The QR scanner in Arabic (mirrored) and German (long words): on the dashboard, where it
// loads when the customer opens its tab (the root layout's words), and on /user/verify (the
// page's own). Without a camera here, Start Scanner ends on the refusal's warning.

for (const [locale, size] of [
  ["ar", "phone"],
  ["de", "desktop"],
] as const) {
  test.describe(`the scanner in ${locale}`, () => {
    test.use({ locale });

    test(`at ${SIZES[size].width}×${SIZES[size].height}`, async ({ page }) => {
      const customer = await createUser({ punches: 3 });
      await signInAs(page, customer);
      await page.setViewportSize(SIZES[size]);
      for (const path of ["/user/dashboard", "/user/verify"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await page.getByRole("tab").first().click();
        await expect(page.getByTestId("scanner-start")).toBeVisible();
        await snap(page, `scanner-${locale}-${path.split("/").pop()}-${size}.png`);
      }
      await page.getByTestId("scanner-start").click();
      await expect(page.getByTestId("scanner-warning")).toBeVisible();
      await snap(page, `scanner-${locale}-warning-${size}.png`);
    });
  });
}
