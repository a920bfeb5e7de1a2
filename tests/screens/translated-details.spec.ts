import { ADMIN, createUser, signedIn, sql } from "../support/api";
import { longName } from "../support/long-names";
import { insertToken } from "../support/rewards";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

// The last English corners of issue 35, looked at: the offline page's saved card, the XP bar
// on the counter's and the owner's customer screens, and the analytics' token rows and daily
// chart, in German (long words) and Arabic (mirrored), with 50-character names. The browser's
// language decides.
test.describe.configure({ timeout: 120_000 });

const SAVED_CARD = {
  username: longName("maximiliana"),
  punches: 7,
  isComplete: false,
  xp: 1234,
  shopName: longName("Bäckerei Sonnenschein am Marktplatz "),
  savedAt: "2026-11-27T08:30:00.000Z",
};

for (const locale of ["de", "ar"] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    test("the offline page with the saved card", async ({ page }) => {
      await page.addInitScript(
        (card) => localStorage.setItem("punchcard:card", JSON.stringify(card)),
        SAVED_CARD,
      );
      await page.setViewportSize(SIZES.phone);
      await page.goto("/offline");
      await expect(page.getByTestId("offline-card")).toBeVisible();
      await snap(page, `details-${locale}-offline-phone.png`);
    });

    test("the counter's customer and the owner's customer page", async ({ page }) => {
      const customer = await createUser({ punches: 7, xp: 1234 });
      await sql().query("update users set name = $2 where id = $1", [
        customer.id,
        longName("Maximiliana Wolfeschlegelstein "),
      ]);
      const staff = await createUser({ role: "staff" });
      await signInAs(page, staff);
      await page.setViewportSize(SIZES.phone);
      await page.goto("/counter/customers");
      await page.getByTestId("lookup-username").fill(customer.username);
      await page.getByTestId("lookup-submit").click();
      await expect(page.getByTestId("xp-bar")).toBeVisible();
      await snap(page, `details-${locale}-counter-customer-phone.png`);

      await signInAs(page, ADMIN);
      await page.setViewportSize(SIZES.desktop);
      await page.goto(`/admin/users/${customer.id}`);
      await expect(page.getByTestId("xp-bar")).toBeVisible();
      await snap(page, `details-${locale}-admin-customer-desktop.png`, { fullPage: false });
    });

    test("analytics: a deleted staff member's tokens and the daily chart", async ({ page }) => {
      const customer = await createUser();
      const phone = await signedIn(customer);
      for (let i = 0; i < 3; i++)
        await phone.post("/api/token/use", { tokenId: await insertToken() });
      const gone = await createUser({ role: "staff" });
      const tokens = [await insertToken(), await insertToken()];
      await sql().query("update punch_tokens set created_by = $2 where id = any($1)", [
        tokens,
        gone.id,
      ]);
      await sql().query("delete from users where id = $1", [gone.id]);
      await signInAs(page, ADMIN);
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await page.goto("/admin/analytics");
        await page.locator(".recharts-bar-rectangle").first().waitFor();
        await snap(page, `details-${locale}-analytics-${size}.png`);
      }
      // At phone size, the two charts this changed, close up.
      for (const chart of ["daily", "staff"]) {
        const card = page.getByTestId(`chart-${chart}`);
        await card.scrollIntoViewIfNeeded();
        await card.screenshot({
          path: `test-results/screens/details-${locale}-${chart}-phone.png`,
        });
      }
    });
  });
}
