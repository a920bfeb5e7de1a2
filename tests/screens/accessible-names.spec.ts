import { createUser } from "../support/api";
import { customerScreens } from "../e2e/support/a11y-screens";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

// Issue 43's accessible names, which must change nothing on screen: the shop's product cards
// (the details' name is now words only a screen reader hears), the categories' draggable
// products and the analytics' CSV buttons, in English, German (long words) and Arabic.
for (const locale of ["en", "de", "ar"]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test("the shop's cards, the categories and the analytics", async ({ page, admin }) => {
      test.setTimeout(180_000);
      const { user } = await customerScreens();
      await createUser({ punches: 2 });
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await signInAs(page, user!);
        await page.goto("/user/products");
        await expect(page.getByTestId("product-card").first()).toBeVisible();
        await snap(page, `names-${locale}-shop-${size}.png`, { fullPage: false });
        await page.context().clearCookies();
        await signInAs(page, admin);
        await page.goto("/admin/categories");
        await snap(page, `names-${locale}-categories-${size}.png`, { fullPage: false });
        await page.goto("/admin/analytics");
        await expect(page.getByTestId("chart-daily-csv")).toBeVisible();
        await page.getByTestId("chart-daily").scrollIntoViewIfNeeded();
        await snap(page, `names-${locale}-analytics-${size}.png`, { fullPage: false });
        await page.context().clearCookies();
      }
    });
  });
}
