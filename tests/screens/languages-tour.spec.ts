import type { Page } from "@playwright/test";
import { createUser, signedIn, sql } from "../support/api";
import { insertMessage } from "../support/inbox";
import { arrangeLongNames, longName, type LongNames } from "../support/long-names";
import { insertToken } from "../support/rewards";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

// Issue 35's look at the whole app in the languages that stretch it most: German (long words)
// and Arabic (mirrored), with a customer, an owner and a product whose names are 50 characters.
// The customer's and the admin's screens follow the browser's language (Accept-Language: no
// profile names one); the counter display follows the shop's, set here and put back at the end.
test.describe.configure({ mode: "serial", timeout: 240_000 });

const LOCALES = [
  { locale: "de", dir: "ltr" },
  { locale: "ar", dir: "rtl" },
] as const;
const TABLET = { width: 1024, height: 768 };

let data: LongNames;
test.beforeAll(async () => {
  data = await arrangeLongNames();
  const id = data.customer.id;
  await insertMessage(id, {
    kind: "announcement",
    title: "Neu: Hafermilch ohne Aufpreis",
    body: "Ab Montag gibt es jedes Getränk auch mit Hafermilch.",
    minutesAgo: 60 * 24,
    read: true,
  });
  await insertMessage(id, {
    kind: "campaign",
    title: longName("Doppelte Stempel am Wochenende "),
    body: longName("Bring einen Freund mit ").repeat(3),
    link: "/user/dashboard",
    minutesAgo: 90,
  });
  await insertMessage(id, {
    kind: "reward_ready",
    title: "قهوتك المجانية بانتظارك",
    body: "أظهر بطاقتك عند المنضدة لتستلمها.",
    minutesAgo: 5,
  });
});

test.afterAll(async () => {
  await sql().query("update shop_settings set language = 'en'");
});

async function inLanguage(page: Page, locale: string, dir: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
}

for (const { locale, dir } of LOCALES) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, viewport: SIZES.phone });
    const name = (screen: string, size = "phone") => `tour-${locale}-${screen}-${size}.png`;

    test("the customer's card, inbox, shop and profile on a phone", async ({ page }) => {
      await signInAs(page, data.customer);
      for (const [screen, path] of [
        ["card", "/user/dashboard"],
        ["inbox", "/user/inbox"],
        ["shop", "/user/products"],
        ["profile", "/user/profile"],
        ["leaderboard", "/leaderboard"],
      ] as const) {
        await page.goto(path);
        await inLanguage(page, locale, dir);
        await snap(page, name(screen));
      }
      await page.goto("/user/products");
      await page.getByTestId("add-to-cart").first().click();
      await expect(page.getByTestId("add-to-cart-dialog")).toBeVisible();
      await snap(page, name("shop-add"), { fullPage: false });
      // A toast: its close button sits at the end of the line.
      await page.getByTestId("flavor-select").selectOption("Mint");
      await page.getByTestId("confirm-add-to-cart").click();
      await expect(page.locator("[data-sonner-toast]")).toBeVisible();
      await snap(page, name("toast"), { fullPage: false });
    });

    test("join with a token and the sign-in screen", async ({ page }) => {
      const token = await insertToken();
      await page.goto(`/join?token=${token}`);
      await inLanguage(page, locale, dir);
      await page.getByTestId("join-username").fill(longName("walkin"));
      await snap(page, name("join"));
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await page.goto("/login");
        await inLanguage(page, locale, dir);
        await snap(page, name("login", size));
      }
    });

    test("the admin's dashboard, settings, program, analytics and punch cards", async ({
      page,
    }) => {
      await signInAs(page, data.admin);
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await page.goto("/admin/dashboard");
        await inLanguage(page, locale, dir);
        await expect(page.getByTestId("activity-chart")).toBeVisible();
        await snap(page, name("admin-dashboard", size));
        for (const [screen, ready] of [
          ["settings", "settings-form"],
          ["program", "program-form"],
          // Trend arrows and progress bars, which must point and fill the reading way.
          ["analytics", "figures"],
          ["punchcards", "punchcard-grid"],
        ] as const) {
          await page.goto(`/admin/${screen}`);
          await expect(page.getByTestId(ready)).toBeVisible();
          await snap(page, name(`admin-${screen}`, size));
        }
      }
    });

    test("the counter display on a tablet and a phone, in the shop's language", async ({
      page,
    }) => {
      await signInAs(page, await createUser({ role: "staff", username: longName("staff") }));
      await sql().query("update shop_settings set language = $1", [locale]);
      for (const [size, viewport] of [
        ["tablet", TABLET],
        ["phone", SIZES.phone],
      ] as const) {
        await page.setViewportSize(viewport);
        // The settings are cached about 2 s per server.
        await expect
          .poll(async () => {
            await page.goto("/counter");
            return page.locator("html").getAttribute("lang");
          })
          .toBe(locale);
        await expect(page.getByTestId("counter-display")).toHaveAttribute("data-status", "live");
        const qr = page.getByTestId("counter-qr");
        await expect(qr.locator("img")).toHaveAttribute("data-qr-value", /token=/);
        await snap(page, name("counter", size), { fullPage: false });

        const tokenId = await qr.getAttribute("data-token");
        const walkIn = await createUser({ username: longName(`scan${locale}`), punches: 3 });
        const scanned = await (await signedIn(walkIn)).post("/api/token/use", { tokenId });
        expect(scanned.status).toBe(200);
        await expect(page.getByTestId("counter-redeemed")).toBeVisible();
        await snap(page, name("counter-redeemed", size), { fullPage: false });
      }
      await sql().query("update shop_settings set language = 'en'");
    });
  });
}
