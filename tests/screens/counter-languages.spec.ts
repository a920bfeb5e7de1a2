import type { Page } from "@playwright/test";
import { createUser, signedIn, sql } from "../support/api";
import { longName } from "../support/long-names";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { snap } from "./shoot";

// The counter and the admin's token screens in Arabic on a phone (mirrored) and in German on a
// laptop (long words). The display and the printed sheet speak the shop's language, so the
// shop's is set to the same; the other screens follow the browser's (Accept-Language).
const LOOKS = [
  { locale: "ar", viewport: { width: 390, height: 844 }, size: "phone" },
  { locale: "de", viewport: { width: 1280, height: 800 }, size: "desktop" },
] as const;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function shopSpeaks(page: Page, language: string) {
  await sql().query("update shop_settings set language = $1", [language]);
  // The settings are cached about 2 s per server.
  await expect
    .poll(async () => {
      await page.goto("/counter");
      return page.locator("html").getAttribute("lang");
    })
    .toBe(language);
}

test.afterAll(async () => {
  await sql().query("update shop_settings set language = 'en'");
});

for (const { locale, viewport, size } of LOOKS) {
  test.describe(`${locale}, ${size}`, () => {
    test.use({ locale, viewport });

    test(`the counter display and a printed sheet (${locale})`, async ({ page, admin }) => {
      test.slow();
      await signInAs(page, await createUser({ role: "staff" }));
      await shopSpeaks(page, locale);
      const qr = page.getByTestId("counter-qr");
      await expect(page.getByTestId("counter-display")).toHaveAttribute("data-status", "live");
      await expect(qr.locator("img")).toHaveAttribute("data-qr-value", /token=/);
      await snap(page, `lang-counter-${locale}-${size}.png`, { fullPage: false });

      // A refused scan, with a long name.
      const blocked = await createUser({ username: longName(`blk${locale}`) });
      await sql().query("update users set earning_blocked_at = now() where id = $1", [blocked.id]);
      let tokenId = await qr.getAttribute("data-token");
      expect((await (await signedIn(blocked)).post("/api/token/use", { tokenId })).status).toBe(
        403,
      );
      await expect(page.getByTestId("counter-refused")).toBeVisible();
      await snap(page, `lang-counter-refused-${locale}-${size}.png`, { fullPage: false });

      // A full card with its reward to hand over.
      tokenId = await qr.getAttribute("data-token");
      const full = await createUser({ punches: 9 });
      expect((await (await signedIn(full)).post("/api/token/use", { tokenId })).status).toBe(200);
      await expect(page.getByTestId("counter-redeemed")).toBeVisible();
      await expect(page.getByTestId("counter-later")).toBeVisible();
      await snap(page, `lang-counter-complete-${locale}-${size}.png`, { fullPage: false });

      const owner = await signedIn(admin);
      const sheet = await owner.post<{ id: string }>("/api/token-batches", {
        count: 5,
        expiresAt: inDays(30),
        label: "Kassenbons Dezember Wochenendaktion",
      });
      expect(sheet.status).toBe(201);
      await page.goto(`/counter/batches/${sheet.body.id}/print`);
      await expect(page.getByTestId("sheet-card")).toHaveCount(5);
      await snap(page, `lang-print-${locale}-${size}.png`);
      await shopSpeaks(page, "en");
    });

    test(`the staff's and the admin's token screens (${locale})`, async ({ page, admin }) => {
      test.slow();
      const staff = await createUser({ role: "staff" });
      await signInAs(page, staff);
      await page.goto("/counter/batches");
      await expect(page.getByTestId("batch-new")).toBeVisible();
      await snap(page, `lang-batches-${locale}-${size}.png`);
      await page.getByTestId("batch-new").click();
      await expect(page.getByTestId("batch-count")).toBeVisible();
      await snap(page, `lang-new-sheet-${locale}-${size}.png`, { fullPage: false });
      await page.keyboard.press("Escape");

      const customer = await createUser({ punches: 10, xp: 240 });
      await page.goto("/counter/customers");
      await page.getByTestId("lookup-username").fill(customer.username);
      await page.getByTestId("lookup-submit").click();
      await expect(page.getByTestId("customer-complete")).toBeVisible();
      await snap(page, `lang-customers-${locale}-${size}.png`);

      await signInAs(page, admin);
      await page.goto("/admin/qr-generate");
      await page.getByTestId("generate-token").click();
      await expect(page.getByTestId("token-result")).toBeVisible();
      await snap(page, `lang-qr-generate-${locale}-${size}.png`);
      await page.goto("/admin/verify");
      await snap(page, `lang-verify-${locale}-${size}.png`);
      await page.goto("/admin/punchcards");
      await expect(page.getByTestId("punchcard-grid")).toBeVisible();
      await snap(page, `lang-punchcards-${locale}-${size}.png`);
      await page.goto("/admin/review");
      await snap(page, `lang-review-${locale}-${size}.png`);
    });
  });
}
