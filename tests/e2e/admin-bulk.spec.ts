import { createUser } from "../support/api";
import { insertLoginLink } from "../support/admin-data";
import { BulkUsersPage, expectToast, freshPage } from "./support/admin-pages";
import { expect, signInAs, test } from "./support/fixtures";

test("bulk accounts: a card's QR address signs a fresh browser in once, then lands on /login", async ({
  page,
  browser,
  baseURL,
  admin,
}) => {
  await signInAs(page, admin);
  const bulk = new BulkUsersPage(page);
  await bulk.goto();
  await bulk.generate("3");
  await expectToast(page, "Users Created");
  await expect(bulk.cards()).toHaveCount(3);
  const card = bulk.cards().first();
  await expect(card.getByTestId("bulk-username")).toHaveText(/^\d{4}$/);
  await expect(card.getByTestId("bulk-password")).toHaveText(/^[a-z2-9]{10}$/);
  await expect(card.getByTestId("bulk-qr")).toBeVisible();
  const username = (await card.getByTestId("bulk-username").textContent())!;
  const [url] = await bulk.loginUrls();
  expect(url).toMatch(/\/auto-login\/[A-Za-z0-9_-]{22}$/);

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await card.getByTestId("bulk-copy").click();
  await expect(card.getByTestId("bulk-copy")).toHaveText("Copied!");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const phone = await freshPage(browser, baseURL);
  await phone.page.goto(url!);
  await expect(phone.page).toHaveURL(/\/user\/dashboard$/);
  const me = await phone.page.request.get("/api/auth/me");
  expect((await me.json()).user.username).toBe(username);
  await phone.close();

  const second = await freshPage(browser, baseURL);
  await second.page.goto(url!);
  await expect(second.page.getByTestId("auto-login-heading")).toHaveText("Login Failed");
  await expect(second.page).toHaveURL(/\/login\?error=invalid_token$/);
  await expectToast(second.page, "Login Error", "Invalid or already used login link");
  await second.close();
});

/** A promise the test resolves when it is ready. */
function gate() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release: () => release() };
}

test("the auto-login screen shows its checking and logging-in states", async ({ page }) => {
  const user = await createUser();
  const token = await insertLoginLink({ userId: user.id });
  // A slow connection: each answer is held until the test has seen the state before it.
  const check = gate();
  const signIn = gate();
  await page.route(`**/api/auto-login/${token}`, async (route) => {
    await (route.request().method() === "POST" ? signIn : check).held;
    await route.continue();
  });
  await page.goto(`/auto-login/${token}`);
  await expect(page.getByTestId("auto-login-heading")).toHaveText("Checking your login link…");
  check.release();
  await expect(page.getByTestId("auto-login-heading")).toHaveText("Logging you in…");
  await expect(page.getByText(`Signing in as ${user.username}.`)).toBeVisible();
  signIn.release();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});

test("an expired link sends to /login with 'Login link has expired' after 2 seconds", async ({
  page,
}) => {
  const user = await createUser();
  const token = await insertLoginLink({ userId: user.id, expiresInDays: -1 });
  // When the error showed and when the screen left for /login, by the page's own clock.
  await page.addInitScript(() => {
    const times: { failed?: number; left?: number } = {};
    Object.assign(window, { autoLoginTimes: times });
    new MutationObserver(() => {
      const heading = document.querySelector("[data-testid=auto-login-heading]");
      if (heading?.textContent === "Login Failed") times.failed ??= performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history);
      history[method] = (data, unused, url) => {
        if (String(url ?? "").includes("/login")) times.left ??= performance.now();
        original(data, unused, url);
      };
    }
  });
  await page.goto(`/auto-login/${token}`);
  await expect(page.getByTestId("auto-login-heading")).toHaveText("Login Failed");
  await expectToast(page, "Login Failed", "Invalid or expired token");
  await expect(page).toHaveURL(/\/login\?error=expired_token$/);
  // The error stayed readable for its 2 seconds before the move to /login.
  const { failed, left } = await page.evaluate(
    () =>
      (window as unknown as { autoLoginTimes: { failed: number; left: number } }).autoLoginTimes,
  );
  expect(left - failed).toBeGreaterThanOrEqual(1_900);
  await expectToast(page, "Login Error", "Login link has expired");
});

test("an unknown link sends to /login with 'Invalid or already used login link'", async ({
  page,
}) => {
  await page.goto("/auto-login/AAAAAAAAAAAAAAAAAAAAAA");
  await expect(page).toHaveURL(/\/login\?error=invalid_token$/);
  await expectToast(page, "Login Error", "Invalid or already used login link");
});

test("the count must be 1-50; an empty count becomes 1", async ({ page, admin }) => {
  await signInAs(page, admin);
  const bulk = new BulkUsersPage(page);
  await bulk.goto();
  await bulk.generate("51");
  await expectToast(page, "Invalid count", "Please enter a number between 1 and 50");
  await expect(bulk.cards()).toHaveCount(0);
  await bulk.generate("");
  await expect(page.getByTestId("bulk-count")).toHaveValue("1");
  await expect(bulk.cards()).toHaveCount(1);
});

test("the printed page holds only the cards", async ({ page, admin }) => {
  await signInAs(page, admin);
  const bulk = new BulkUsersPage(page);
  await bulk.goto();
  const pdfPages = async () => {
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    return (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  };
  await bulk.generate("6");
  await expect(bulk.cards().getByTestId("bulk-qr")).toHaveCount(6);
  // Six cards fill exactly one sheet: nothing spills onto a blank second page.
  expect(await pdfPages()).toBe(1);
  await bulk.generate("8");
  await expect(bulk.cards()).toHaveCount(8);
  await expect(bulk.cards().getByTestId("bulk-qr")).toHaveCount(8);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("bulk-form")).toBeHidden();
  await expect(page.getByTestId("back-link")).toBeHidden();
  await expect(bulk.cards().first().getByTestId("bulk-copy")).toBeHidden();
  await expect(bulk.cards().first().getByTestId("bulk-password")).toBeVisible();
  await expect(page.locator("[data-sonner-toaster]")).toBeHidden();
  // Eight cards at six to a page: two pages.
  expect(await pdfPages()).toBe(2);
});
