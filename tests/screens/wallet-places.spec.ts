import { createUser, sql } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { snap, SIZES } from "./shoot";

// Where the passes touch other screens: the shop's address and position in the settings (the
// lock screen near the shop), and the counter's scan of a pass's QR code, in the languages with
// the longest words and the mirrored layout.

const LONG_ADDRESS = "Hauptstraße 123, Hinterhaus, 3. Obergeschoss, 10115 Berlin-Mitte";

for (const locale of ["en", "de", "ar"] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test("the settings' address and position", async ({ page }) => {
      const before = await sql().query("select address, latitude, longitude from shop_settings");
      await sql().query(
        "update shop_settings set address = $1, latitude = 52.5321, longitude = 13.3849",
        [LONG_ADDRESS],
      );
      try {
        await signInAs(page, await createUser({ role: "admin" }));
        for (const [size, viewport] of Object.entries(SIZES)) {
          await page.setViewportSize(viewport);
          await page.goto("/admin/settings");
          const address = page.locator("input[name=address]");
          await expect(address).toHaveValue(LONG_ADDRESS);
          await page.locator("input[name=position]").scrollIntoViewIfNeeded();
          await snap(page, `settings-address-${locale}-${size}.png`, { fullPage: false });
        }
      } finally {
        const row = before.rows[0] as { address: string | null; latitude: number | null };
        await sql().query("update shop_settings set address = $1, latitude = $2, longitude = $3", [
          row.address,
          row.latitude,
          (before.rows[0] as { longitude: number | null }).longitude,
        ]);
      }
    });

    test("the counter's scan of a pass", async ({ page }) => {
      await signInAs(page, await createUser({ role: "staff" }));
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await page.goto("/counter/customers");
        await expect(page.getByTestId("lookup-scan")).toBeVisible();
        await snap(page, `counter-lookup-${locale}-${size}.png`, { fullPage: false });
        await page.getByTestId("lookup-scan").click();
        await expect(page.getByTestId("lookup-scanner")).toBeVisible();
        await snap(page, `counter-lookup-scanning-${locale}-${size}.png`, { fullPage: false });
      }
    });
  });
}
