import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { createUser, sql } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { DIR, snap, SIZES } from "./shoot";

// The setup guide on the dashboard and the counter's poster, in the languages with the longest
// words and the mirrored layout, with a shop name of 50 characters. The shop's state is the
// shared test database's (some steps done, some not), put back afterwards.

const LONG_NAME = "Bäckerei & Konditorei Sonnenblume am Marktplatz 12";

test.beforeEach(async () => {
  await sql().query("update shop_settings set setup_dismissed_at = null");
});
test.afterEach(async () => {
  await sql().query("update shop_settings set setup_dismissed_at = null, poster_opened_at = null");
});

for (const locale of ["en", "de", "ar"] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test("the setup guide on the dashboard, and the counter tablet's QR", async ({ page }) => {
      await createUser({ role: "staff" });
      await signInAs(page, await createUser({ role: "admin" }));
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await page.goto("/admin/dashboard");
        await expect(page.getByTestId("setup-guide")).toBeVisible();
        await snap(page, `setup-guide-${locale}-${size}.png`, { fullPage: false });
        await page.getByTestId("setup-guide").screenshot({
          path: join(DIR, `setup-guide-whole-${locale}-${size}.png`),
        });
        await page.getByTestId("counter-qr").click();
        await expect(page.getByTestId("counter-qr-dialog").locator("img")).toBeVisible();
        await snap(page, `setup-counter-qr-${locale}-${size}.png`, { fullPage: false });
        await page.keyboard.press("Escape");
      }
    });

    test("the first punch: the test customer's QR, its card on the phone, and its deletion", async ({
      page,
      browser,
    }) => {
      await signInAs(page, await createUser({ role: "admin" }));
      let address = "";
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await page.goto("/admin/dashboard");
        await page.getByTestId("test-customer-qr").click();
        const image = page.getByTestId("test-customer-qr-dialog").locator("img");
        await expect(image).toBeVisible();
        address = (await image.getAttribute("data-qr-value"))!;
        await snap(page, `setup-test-customer-qr-${locale}-${size}.png`, { fullPage: false });
        await page.keyboard.press("Escape");
        await page.reload();
        await page.getByTestId("setup-step-first-punch").scrollIntoViewIfNeeded();
        await expect(page.getByTestId("test-customer-delete")).toBeVisible();
        await page
          .getByTestId("setup-step-first-punch")
          .screenshot({ path: join(DIR, `setup-first-punch-step-${locale}-${size}.png`) });
      }
      const phone = await browser.newContext({ viewport: SIZES.phone, locale });
      const card = await phone.newPage();
      await card.goto(address);
      await expect(card.getByTestId("punch-count")).toBeVisible();
      await snap(card, `setup-test-customer-card-${locale}-phone.png`, { fullPage: false });
      await phone.close();

      await page.getByTestId("test-customer-delete").click();
      await expect(page.getByTestId("test-customer-delete-dialog")).toBeVisible();
      await snap(page, `setup-test-customer-delete-${locale}-desktop.png`, { fullPage: false });
      await page.getByTestId("test-customer-delete-confirm").click();
      await expect(page.getByTestId("test-customer-delete")).toBeHidden();
    });

    test("the poster, on screen and as its printed A5 page", async ({ page }) => {
      const before = await sql().query<{ shop_name: string; language: string }>(
        "select shop_name, language from shop_settings",
      );
      await sql().query("update shop_settings set shop_name = $1, language = $2", [
        LONG_NAME,
        locale,
      ]);
      try {
        await signInAs(page, await createUser({ role: "admin" }));
        for (const [size, viewport] of Object.entries(SIZES)) {
          await page.setViewportSize(viewport);
          // Each server keeps the settings two seconds (lib/settings/shop.ts).
          await expect(async () => {
            await page.goto("/admin/poster");
            await expect(page.getByTestId("poster-heading")).toContainText(LONG_NAME, {
              timeout: 500,
            });
          }).toPass();
          await expect(page.getByTestId("poster").locator("img[data-qr-value]")).toBeVisible();
          await snap(page, `poster-${locale}-${size}.png`);
        }
        mkdirSync(DIR, { recursive: true });
        const pdf = join(DIR, `poster-${locale}.pdf`);
        await page.pdf({ path: pdf, printBackground: true, preferCSSPageSize: true });
        execFileSync("pdftoppm", ["-png", "-r", "70", pdf, join(DIR, `poster-${locale}-pdf`)]);
      } finally {
        const row = before.rows[0]!;
        await sql().query("update shop_settings set shop_name = $1, language = $2", [
          row.shop_name,
          row.language,
        ]);
      }
    });
  });
}

// Each step's own screen, as the guide opens it, at both sizes.
test("every step's screen", async ({ page }) => {
  await signInAs(page, await createUser({ role: "admin" }));
  const screens = {
    shop: "/admin/settings",
    card: "/admin/program",
    "sign-in": "/admin/profile",
    cashier: "/admin/users",
    counter: "/counter",
    print: "/counter/batches",
  };
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    for (const [step, path] of Object.entries(screens)) {
      await page.goto(path);
      await expect(page.locator("main").first()).toBeVisible();
      await snap(page, `setup-screen-${step}-${size}.png`, { fullPage: false });
    }
  }
});
