import type { Page } from "@playwright/test";
import { ADMIN, Client, createUser, sql, type TestUser } from "../support/api";
import { insertToken } from "../support/rewards";
import { UA } from "../support/user-agents";
import { expectToast } from "./support/admin-pages";
import { expect, interactive, LoginPage, signInAs, test } from "./support/fixtures";
import { holdAutofill, LOCALHOST_URL, virtualAuthenticator } from "./support/webauthn";

// Passkeys are made for the host the page is on: the app at localhost, never an IP address.
test.use({ baseURL: LOCALHOST_URL });

const passkeysOf = async (user: TestUser) =>
  Number(
    (await sql().query("select count(*) from passkeys where user_id = $1", [user.id])).rows[0]
      .count,
  );

/** A staff member's one-off sign-in QR for the customer, at this suite's localhost address. */
async function signInQrFor(customer: TestUser): Promise<string> {
  const staff = await new Client().login(ADMIN.username, ADMIN.password);
  const link = await staff.post<{ url: string }>(`/api/customers/${customer.id}/login-link`);
  expect(link.status).toBe(201);
  const { pathname } = new URL(link.body.url);
  return `${LOCALHOST_URL}${pathname}`;
}

/** Signs out through the API and lands on /login, signed out. */
async function signOut(page: Page) {
  const answer = await page.request.post("/api/auth/logout");
  expect(answer.status()).toBe(200);
  await page.goto("/login");
}

async function addPasskeyOn(page: Page, profile: string) {
  await page.goto(profile);
  const list = page.getByTestId("passkeys");
  await expect(list.getByTestId("passkeys-empty")).toHaveText("No passkeys yet.");
  await list.getByTestId("add-passkey").click();
  await expectToast(page, "Passkey added");
  await expect(list.getByTestId("passkey-item")).toHaveCount(1);
  await expect(list.getByTestId("passkey-name")).toHaveText(/^Chrome on /);
  await expect(list.getByTestId("passkey-last-used")).toHaveText("Not used yet");
}

test("a customer adds a passkey, signs in with it, removes it, and it no longer signs in", async ({
  page,
}) => {
  // A dozen screens one after the other.
  test.slow();
  const phone = await virtualAuthenticator(page);
  const customer = await createUser();
  await signInAs(page, customer);
  await addPasskeyOn(page, "/user/profile");
  expect(await phone.count()).toBe(1);
  expect(await passkeysOf(customer)).toBe(1);

  // Signing out from the dashboard lands on /login, whose username field offers the passkey
  // in its autofill: picking it signs in, no username or password typed.
  await page.goto("/user/dashboard");
  // /login may be on screen for a moment only: the virtual authenticator answers its autofill
  // at once. So its passage is read from the history (its username field's autofill markup is
  // in app/(public)/login/_components/login-form.test.tsx).
  const visited: string[] = [];
  page.on(
    "framenavigated",
    (f) => f === page.mainFrame() && visited.push(new URL(f.url()).pathname),
  );
  await page.getByTestId("logout").click();
  // The welcome lasts four seconds from the sign-in: looked for before the dashboard.
  await expectToast(page, "Welcome back", `Signed in as ${customer.username}`);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(visited).toContain("/login");

  // "Sign in with a passkey", with the same redirect rules as a password sign-in.
  await page.request.post("/api/auth/logout");
  const autofillAsked = await holdAutofill(page);
  await page.goto(`/login?redirect=${encodeURIComponent("/user/profile")}`);
  await autofillAsked();
  await page.getByTestId("passkey-sign-in").click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  const list = page.getByTestId("passkeys");
  await expect(list.getByTestId("passkey-last-used")).toHaveText(/^Last used /);

  await list.getByTestId("remove-passkey").click();
  const dialog = page.getByTestId("remove-passkey-dialog");
  await expect(dialog).toContainText("Remove this passkey?");
  await dialog.getByTestId("confirm-remove-passkey").click();
  await expectToast(page, "Passkey removed");
  await expect(list.getByTestId("passkeys-empty")).toBeVisible();
  expect(await passkeysOf(customer)).toBe(0);

  // The phone still holds it, and offers it: the shop refuses it, from the button…
  await page.request.post("/api/auth/logout");
  expect(await phone.count()).toBe(1);
  const REFUSED = "This passkey is not registered here: it may have been removed from the account.";
  const held = await holdAutofill(page);
  await page.goto("/login");
  await held();
  await page.getByTestId("passkey-sign-in").click();
  await expectToast(page, "Access Denied", REFUSED);
  await expect(page).toHaveURL(/\/login$/);
  // …and from the autofill, once.
  await page.unrouteAll();
  await page.reload();
  await expectToast(page, "Access Denied", REFUSED);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
});

test("/login loads the WebAuthn library only once a passkey is used", async ({ page }) => {
  await virtualAuthenticator(page);
  // A sentence inside @simplewebauthn/browser that minifying keeps.
  const LIBRARY = "Cancelling existing WebAuthn API call";
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.push(response.text().catch(() => ""));
  });
  const loaded = async () => (await Promise.all(scripts)).some((s) => s.includes(LIBRARY));
  await page.goto("/login");
  // Idle, with the username's autofill started (it needs no library) and all it asked for.
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
  );
  await page.waitForLoadState("networkidle");
  expect(await loaded()).toBe(false);
  await page.getByTestId("passkey-sign-in").click();
  await expect.poll(loaded).toBe(true);
});

test("an admin lists and adds passkeys on /admin/profile and signs in with one", async ({
  page,
}) => {
  await virtualAuthenticator(page);
  const admin = await createUser({ role: "admin" });
  await signInAs(page, admin);
  await addPasskeyOn(page, "/admin/profile");
  await page.request.post("/api/auth/logout");
  const autofillAsked = await holdAutofill(page);
  await page.goto("/login");
  await autofillAsked();
  await page.getByTestId("passkey-sign-in").click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("staff have a profile at the counter: passkeys, their password and Sign out everywhere", async ({
  page,
}) => {
  await virtualAuthenticator(page);
  const staff = await createUser({ role: "staff", password: "counter-pass" });
  await signInAs(page, staff);
  await page.goto("/counter/customers");
  await page.getByTestId("counter-nav-profile").click();
  await expect(page).toHaveURL(/\/counter\/profile$/);
  await expect(page.getByTestId("staff-username")).toHaveText(staff.username);
  await expect(page.getByTestId("sign-out-everywhere")).toBeVisible();
  await addPasskeyOn(page, "/counter/profile");

  // Their own password, with the current one, as the admin's profile asks.
  await page.getByTestId("currentPassword").fill("counter-pass");
  await page.getByTestId("newPassword").fill("counter-pass-2");
  await page.getByTestId("confirmPassword").fill("counter-pass-2");
  await page.getByTestId("admin-password-save").click();
  await expectToast(page, "Password Changed");

  await page.request.post("/api/auth/logout");
  const autofillAsked = await holdAutofill(page);
  await page.goto("/login");
  await autofillAsked();
  await page.getByTestId("passkey-sign-in").click();
  await expect(page).toHaveURL(/\/counter$/);
});

test.describe("on an iPhone", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: UA.iphoneSafari,
  });

  test("/login puts 'Sign in with a passkey' above the password form", async ({ page }) => {
    await page.goto("/login");
    const passkey = await page.getByTestId("passkey-sign-in").boundingBox();
    const form = await page.getByTestId("login-form").boundingBox();
    expect(passkey!.y).toBeLessThan(form!.y);
  });

  test("/join puts 'Sign in with a passkey' above the join form, and it collects the punch", async ({
    page,
  }) => {
    await virtualAuthenticator(page);
    const customer = await createUser();
    await signInAs(page, customer);
    await page.goto("/user/profile");
    await page.getByTestId("passkeys").getByTestId("add-passkey").click();
    await expectToast(page, "Passkey added");
    await page.request.post("/api/auth/logout");

    const token = await insertToken();
    await page.goto(`/join?token=${token}`);
    const passkey = page.getByTestId("passkey-sign-in");
    const form = await page.getByTestId("join-form").boundingBox();
    expect((await passkey.boundingBox())!.y).toBeLessThan(form!.y);
    // The iPhone's "Joined before?" is a lazy part: rendered by the server, live only once its
    // code has come. A tap before that was lost (the page's root was already hydrated).
    await interactive(passkey);
    await passkey.click();
    await expect(page.getByTestId("punch-count")).toHaveText("1 / 10");
  });

  test("after a password sign-in, the next screen offers once to add a passkey", async ({
    page,
    loginPage,
  }) => {
    await virtualAuthenticator(page);
    const customer = await createUser();
    await loginPage.goto();
    await loginPage.signIn(customer.username, customer.password);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    const offer = page.getByTestId("passkey-offer");
    await expect(offer).toContainText("Sign in faster next time");
    await offer.getByTestId("passkey-offer-add").click();
    await expectToast(page, "Passkey added");
    await expect(offer).toBeHidden();
    expect(await passkeysOf(customer)).toBe(1);

    // Once per account on this phone: even without a passkey, the next sign-in goes straight on.
    const offered = await page.evaluate(
      (id) => localStorage.getItem(`punchcard.passkey-offered.${id}`),
      customer.id,
    );
    expect(offered).not.toBeNull();
    await sql().query("delete from passkeys where user_id = $1", [customer.id]);
    await signOut(page);
    await new LoginPage(page).signIn(customer.username, customer.password);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    // The offer is decided once the page is idle: wait for that, and for what it would load.
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
    );
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("passkey-offer")).toHaveCount(0);
  });
});

test("on a computer, a password sign-in offers no passkey and /login keeps the form first", async ({
  page,
  loginPage,
}) => {
  await virtualAuthenticator(page);
  const customer = await createUser();
  await loginPage.goto();
  const passkey = await page.getByTestId("passkey-sign-in").boundingBox();
  const form = await page.getByTestId("login-form").boundingBox();
  expect(passkey!.y).toBeGreaterThan(form!.y);
  await loginPage.signIn(customer.username, customer.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(await page.evaluate(() => sessionStorage.getItem("punchcard.passkey-offer-next"))).toBe(
    null,
  );
});

test.describe("at an address the passkeys are not made for", () => {
  // An IP address can never be a relying party: the browser refuses before any passkey shows.
  test.use({ baseURL: process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000" });

  test("'Sign in with a passkey' says to open the shop's own address", async ({ page }) => {
    await virtualAuthenticator(page);
    await page.goto("/login");
    // The username's autofill, refused by the browser here, ends without a word.
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
    );
    await page.waitForLoadState("networkidle");
    await page.getByTestId("passkey-sign-in").click();
    await expectToast(
      page,
      "Access Denied",
      "Passkeys work only at the shop's own address. Open the app from its usual link and try again.",
    );
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  });
});

test("a walk-in joins with a passkey, one tap, and signs in with it next time", async ({
  page,
  browser,
}) => {
  // The counter display on the staff member's tablet, and a phone that has never been here.
  await signInAs(page, await createUser({ role: "staff" }));
  await page.goto("/counter");
  await expect(page.getByTestId("counter-display")).toHaveAttribute("data-status", "live");
  // The display is live before its first token has arrived: wait for the QR to carry one.
  const qr = page.getByTestId("counter-qr");
  await expect(qr.locator("img")).toHaveAttribute("data-qr-value", /token=/);
  const shown = (await qr.getAttribute("data-token"))!;
  const context = await browser.newContext({
    baseURL: LOCALHOST_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const walkIn = await context.newPage();
  const phone = await virtualAuthenticator(walkIn);
  const username = `pk-${Date.now()}`;
  await walkIn.goto(`/user/dashboard?token=${encodeURIComponent(shown)}`);
  await expect(walkIn).toHaveURL(/\/join\?token=/);
  await walkIn.getByTestId("join-username").fill(username);
  await expect(walkIn.getByTestId("join-username-free")).toBeVisible();
  // The passkey is the choice already made: no password field.
  await expect(walkIn.getByTestId("join-method-passkey").getByRole("radio")).toBeChecked();
  await expect(walkIn.getByTestId("join-password")).toHaveCount(0);
  await walkIn.getByTestId("join-submit").click();
  // The display shows the new customer for a few seconds: looked at first.
  await expect(page.getByTestId("counter-new-customer")).toBeVisible();
  await expect(walkIn).toHaveURL(/\/user\/dashboard/);
  await expect(walkIn.getByTestId("punch-count")).toHaveText("1 / 10");
  expect(await phone.count()).toBe(1);
  const { rows } = await sql().query(
    "select u.password_hash, count(p.id)::int as passkeys from users u join passkeys p on p.user_id = u.id where u.username = $1 group by u.id",
    [username],
  );
  expect(rows).toEqual([{ password_hash: null, passkeys: 1 }]);

  // Next visit, signed out: the passkey signs in from /login's username autofill.
  await signOut(walkIn);
  // The welcome lasts four seconds from the sign-in: looked for before the dashboard.
  await expectToast(walkIn, "Welcome back", `Signed in as ${username}`);
  await expect(walkIn).toHaveURL(/\/user\/dashboard$/);

  // No password: the profile lists the passkey, and the account goes on the passkey's word.
  await walkIn.goto("/user/profile");
  await expect(walkIn.getByTestId("passkey-item")).toHaveCount(1);
  await walkIn.getByTestId("delete-my-account").click();
  await walkIn.getByTestId("delete-account-passkey").click();
  await expectToast(walkIn, "Account Deleted");
  await context.close();
  expect((await sql().query("select 1 from users where username = $1", [username])).rowCount).toBe(
    0,
  );
});

test("a sign-in QR from the counter lands on a screen that adds a passkey", async ({ page }) => {
  const phone = await virtualAuthenticator(page);
  const customer = await createUser();
  await page.goto(await signInQrFor(customer));
  await expect(page).toHaveURL(/\/user\/secure$/);
  await page.getByTestId("secure-add-passkey").click();
  await expectToast(page, "Passkey added");
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(await phone.count()).toBe(1);
  expect(await passkeysOf(customer)).toBe(1);
});
