import { createUser, sql } from "../support/api";
import { UA } from "../support/user-agents";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { shoot, snap, SIZES } from "./shoot";

// The wallet screens. The connected and expiring states are arranged in the database (the
// screens show only what readWalletStatus reads there, never the sealed secret), so they need
// no certificate; each test leaves no connection behind for the other screens.

const DAY = 24 * 60 * 60 * 1000;

async function connect({ appleDaysLeft }: { appleDaysLeft: number }) {
  await sql().query(
    `insert into wallet_connections (kind, details, secret, expires_at) values
       ('apple', $1, 'sealed', $2), ('google', $3, 'sealed', null)
     on conflict (kind) do update set details = excluded.details, expires_at = excluded.expires_at`,
    [
      { passTypeIdentifier: "pass.com.beanandcrumb.card", teamIdentifier: "ABCDE12345" },
      new Date(Date.now() + appleDaysLeft * DAY + DAY / 2),
      {
        issuerId: "3388000000022123456",
        serviceAccountEmail: "wallet@bean-and-crumb.iam.gserviceaccount.com",
      },
    ],
  );
}
const disconnect = () => sql().query("delete from wallet_connections");

test.afterEach(disconnect);

test("/admin/wallet not connected, both ways of the Apple form", async ({ page }) => {
  await disconnect();
  await signInAs(page, await createUser({ role: "admin" }));
  await shoot(page, "admin-wallet-empty", "/admin/wallet");
  await expect(page.getByTestId("apple-form")).toBeVisible();
  await page.setViewportSize(SIZES.phone);
  await page.getByTestId("apple-method-pem").check({ force: true });
  await snap(page, "admin-wallet-empty-pem-phone.png");
  // The schema's words under each field, before anything is sent.
  await page.getByTestId("apple-save").click();
  await expect(page.getByTestId("apple-certificatePem-error")).toBeVisible();
  await snap(page, "admin-wallet-field-errors-phone.png");
});

test.describe("in German, the longest words", () => {
  test.use({ locale: "de" });
  test("/admin/wallet not connected at phone size", async ({ page }) => {
    await disconnect();
    await signInAs(page, await createUser({ role: "admin" }));
    await page.setViewportSize(SIZES.phone);
    await page.goto("/admin/wallet");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await snap(page, "admin-wallet-empty-de-phone.png");
  });
});

test("/admin/wallet connected with the certificate ending, and its warning elsewhere", async ({
  page,
}) => {
  await connect({ appleDaysLeft: 12 });
  await signInAs(page, await createUser({ role: "admin" }));
  await shoot(page, "admin-wallet-expiring", "/admin/wallet");
  await expect(page.getByTestId("wallet-certificate-warning")).toBeVisible();
  await expect(page.getByTestId("apple-form")).toHaveCount(0);
  await page.getByTestId("apple-replace").click();
  await expect(page.getByTestId("apple-replace-note")).toBeVisible();
  await snap(page, "admin-wallet-replace-desktop.png");
  await page.setViewportSize(SIZES.phone);
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("wallet-certificate-link")).toHaveAttribute(
    "href",
    "/admin/wallet",
  );
  await snap(page, "admin-dashboard-certificate-phone.png", { fullPage: false });
  await page.goto("/admin/status");
  await expect(page.getByTestId("wallet-certificate-warning")).toBeVisible();
  await snap(page, "admin-status-certificate-phone.png", { fullPage: false });
});

test("/admin/wallet connected, the certificate far from its end", async ({ page }) => {
  await connect({ appleDaysLeft: 200 });
  await signInAs(page, await createUser({ role: "admin" }));
  await shoot(page, "admin-wallet-connected", "/admin/wallet");
  await expect(page.getByTestId("wallet-certificate-warning")).toHaveCount(0);
});

for (const locale of ["en", "ar"] as const) {
  test.describe(`the customer's computer in ${locale}`, () => {
    test.use({ locale, viewport: SIZES.desktop });
    test("the Google Wallet button under the card", async ({ page }) => {
      await connect({ appleDaysLeft: 200 });
      await signInAs(page, await createUser({ punches: 4 }));
      await page.goto("/user/dashboard");
      const button = page.getByTestId("add-to-google-wallet");
      await expect(button).toBeVisible();
      await button.scrollIntoViewIfNeeded();
      await snap(page, `customer-wallet-computer-${locale}-desktop.png`, { fullPage: false });
    });
  });
}

test("/admin/wallet with the certificate expired", async ({ page }) => {
  await connect({ appleDaysLeft: -3 });
  await signInAs(page, await createUser({ role: "admin" }));
  await page.setViewportSize(SIZES.phone);
  await page.goto("/admin/wallet");
  await expect(page.getByTestId("wallet-certificate-warning")).toHaveAttribute(
    "data-expired",
    "true",
  );
  await snap(page, "admin-wallet-expired-phone.png");
});

for (const [device, userAgent, badge] of [
  ["iphone", UA.iphoneSafari, "add-to-apple-wallet"],
  ["android", UA.androidChrome, "add-to-google-wallet"],
] as const) {
  for (const locale of ["en", "ar"] as const) {
    test.describe(`the customer's ${device} in ${locale}`, () => {
      test.use({ locale, userAgent, viewport: SIZES.phone });
      test("the wallet button under the card", async ({ page }) => {
        await connect({ appleDaysLeft: 200 });
        await signInAs(page, await createUser({ punches: 4 }));
        await page.goto("/user/dashboard");
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        const button = page.getByTestId(badge);
        await expect(button).toBeVisible();
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await button.scrollIntoViewIfNeeded();
        await snap(page, `customer-wallet-${device}-${locale}-phone.png`, { fullPage: false });
      });
    });
  }
}
