import { randomBytes } from "node:crypto";
import { createUser, sql, type TestUser } from "../support/api";
import { UA } from "../support/user-agents";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { LOCALHOST_URL, virtualAuthenticator } from "../e2e/support/webauthn";
import arCommon from "../../messages/ar/common.json";
import deCommon from "../../messages/de/common.json";
import { shoot, SIZES, snap } from "./shoot";

test.use({ baseURL: LOCALHOST_URL });

const LONG_DEVICE = "Maximiliana's work laptop in the back office, No.2"; // 50 characters

/** A passkey row as a sign-in would have left it (its key is never read here). */
async function insertPasskey(user: TestUser, deviceName: string, used: boolean, synced: boolean) {
  await sql().query(
    `insert into passkeys (id, user_id, public_key, counter, backed_up, device_name, created_at, last_used_at)
     values ($1, $2, $3, 0, $4, $5, now() - interval '20 days', $6)`,
    [
      randomBytes(32).toString("base64url"),
      user.id,
      randomBytes(77),
      synced,
      deviceName,
      used ? new Date(Date.now() - 3 * 86_400_000) : null,
    ],
  );
}

test("/login with 'Sign in with a passkey' on a computer", async ({ page }) => {
  await shoot(page, "login-passkey-desktop-ua", "/login");
  await expect(page.getByTestId("passkey-sign-in")).toBeVisible();
});

test.describe("on an iPhone", () => {
  test.use({ userAgent: UA.iphoneSafari, isMobile: true, hasTouch: true });

  test("/login puts the passkey first", async ({ page }) => {
    await shoot(page, "login-passkey-iphone-ua", "/login");
    await expect(page.getByTestId("passkey-sign-in")).toBeVisible();
  });

  test("the offer to add a passkey after a password sign-in", async ({ page, loginPage }) => {
    await page.setViewportSize(SIZES.phone);
    await virtualAuthenticator(page);
    const customer = await createUser();
    await loginPage.goto();
    await loginPage.signIn(customer.username, customer.password);
    await expect(page.getByTestId("passkey-offer")).toBeVisible();
    await snap(page, "passkey-offer-phone.png", { fullPage: false });
  });

  // The offer loads from the root layout after the first paint: its dialog's Close and its
  // error toast speak the page's language (they said English, outside the layout's words).
  for (const [locale, common] of [
    ["ar", arCommon],
    ["de", deCommon],
  ] as const) {
    test.describe(`in ${locale}`, () => {
      test.use({ locale });
      test("the offer to add a passkey, at both sizes", async ({ page, loginPage }) => {
        await virtualAuthenticator(page);
        const customer = await createUser();
        await loginPage.goto();
        await loginPage.signIn(customer.username, customer.password);
        const offer = page.getByTestId("passkey-offer");
        await expect(offer.getByRole("button", { name: common.ui.close })).toBeVisible();
        for (const [size, viewport] of Object.entries(SIZES)) {
          await page.setViewportSize(viewport);
          await snap(page, `passkey-offer-${locale}-${size}.png`, { fullPage: false });
        }
      });
    });
  }
});

test("the passkey list: empty, then two passkeys, one with a 50-character name", async ({
  page,
}) => {
  const customer = await createUser();
  await signInAs(page, customer);
  await shoot(page, "passkeys-empty", "/user/profile");
  await expect(page.getByTestId("passkeys-empty")).toBeVisible();
  await insertPasskey(customer, "iPhone", true, true);
  await insertPasskey(customer, LONG_DEVICE, false, false);
  await shoot(page, "passkeys-two", "/user/profile");
  await expect(page.getByTestId("passkey-item")).toHaveCount(2);
  await page.getByTestId("remove-passkey").last().click();
  await snap(page, "passkeys-remove-dialog-desktop.png", { fullPage: false });
});

test("the admin's settings and the staff profile with their passkeys", async ({ page }) => {
  const admin = await createUser({ role: "admin" });
  await insertPasskey(admin, "Chrome on Mac", true, false);
  await signInAs(page, admin);
  await shoot(page, "admin-profile-passkeys", "/admin/profile");
  const staff = await createUser({ role: "staff" });
  await insertPasskey(staff, "Android phone", true, true);
  await signInAs(page, staff);
  await shoot(page, "staff-profile", "/counter/profile");
  await expect(page.getByTestId("staff-username")).toHaveText(staff.username);
});

test("the customer's page: the owner removes a passkey from a lost phone", async ({ page }) => {
  const admin = await createUser({ role: "admin" });
  const customer = await createUser();
  await insertPasskey(customer, "iPhone 15 (Safari)", true, true);
  await insertPasskey(customer, LONG_DEVICE, false, false);
  await signInAs(page, admin);
  await shoot(page, "customer-passkeys", `/admin/users/${customer.id}`);
  await expect(page.getByTestId("account-passkey")).toHaveCount(2);
  await page.setViewportSize(SIZES.phone);
  await page.getByTestId("remove-account-passkey").first().click();
  await expect(page.getByTestId("remove-account-passkey-dialog")).toBeVisible();
  await snap(page, "customer-passkeys-remove-dialog-phone.png", { fullPage: false });
  await page.getByTestId("confirm-remove-account-passkey").click();
  await expect(page.getByTestId("passkey-removal")).toHaveCount(1);
  await expect(page.getByTestId("account-passkey")).toHaveCount(1);
  await shoot(page, "customer-passkeys-removed");
});
