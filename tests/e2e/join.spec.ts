import type { Browser, Page } from "@playwright/test";
import { maskUsername } from "../../lib/rewards/rules";
import { createUser, sql, uniqueName } from "../support/api";
import { insertToken } from "../support/rewards";
import { expect, hydrated, signInAs, test } from "./support/fixtures";

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The counter display on the staff member's tablet: the address its QR carries. */
async function counterQr(page: Page) {
  await signInAs(page, await createUser({ role: "staff" }));
  await page.goto("/counter");
  await expect(page.getByTestId("counter-display")).toHaveAttribute("data-status", "live");
  const img = page.getByTestId("counter-qr").locator("img");
  await expect(img).toHaveAttribute("data-qr-value", /token=/);
  return (await img.getAttribute("data-qr-value"))!;
}

/** A phone that has never been here: no account, no cookies. */
async function freshPhone(browser: Browser) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  return { context, page };
}

async function open(page: Page, url: string) {
  await hydrated(page, await page.goto(url));
}

test("a walk-in scans the counter's QR, joins with a password and collects the first punch", async ({
  page,
  browser,
}) => {
  const url = await counterQr(page);
  const { context, page: walkIn } = await freshPhone(browser);
  await open(walkIn, url);
  await expect(walkIn).toHaveURL(/\/join\?token=/);
  await expect(
    walkIn.getByRole("heading", { name: "Join and collect your first punch" }),
  ).toBeVisible();

  // A free username is filled in; the walk-in picks their own and is told it is free.
  const suggested = await walkIn.getByTestId("join-username").inputValue();
  expect(suggested).toMatch(/^[a-z]+-[a-z]+-\d+$/);
  const username = uniqueName("walkin");
  await walkIn.getByTestId("join-username").fill(username);
  await expect(walkIn.getByTestId("join-username-free")).toBeVisible();
  await walkIn.getByTestId("join-name").fill("Ada");
  // A passkey is offered first; this walk-in picks a password.
  await expect(walkIn.getByTestId("join-method-passkey").getByRole("radio")).toBeChecked();
  await expect(walkIn.getByTestId("join-password")).toHaveCount(0);
  await walkIn.getByTestId("join-method-password").click();
  await walkIn.getByTestId("join-password").fill("first-visit");
  await walkIn.getByTestId("join-submit").click();
  // The counter heard of it like any redemption, marked as a new customer. It shows it for a
  // few seconds, so it is looked at first.
  await expect(page.getByTestId("counter-new-customer")).toBeVisible();
  await expect(page.getByTestId("counter-name")).toHaveText(maskUsername(username));
  await expect(page.getByTestId("counter-count")).toHaveText("1 of 10");

  await expect(walkIn).toHaveURL(/\/user\/dashboard/);
  await expect(walkIn.getByTestId("punch-count")).toHaveText("1 / 10");
  await expect(walkIn.getByTestId("welcome")).toBeVisible();
  await expect(walkIn.getByTestId("punches-to-go")).toHaveText(
    "9 more punches for a free product.",
  );
  await context.close();
});

test("'I already have an account' keeps the token through sign-in and redeems it", async ({
  page,
  browser,
  customer,
}) => {
  const url = await counterQr(page);
  const { context, page: regular } = await freshPhone(browser);
  await open(regular, url);
  await regular.getByRole("link", { name: "I already have an account" }).click();
  await expect(regular).toHaveURL(/\/login\?redirect=/);
  // A new page, not one the fixture opened: typed into before React takes the form over, the
  // username was lost to hydration now and then.
  await hydrated(regular);
  await expect(regular.getByTestId("new-here")).toHaveCount(0);
  await regular.getByTestId("login-username").fill(customer.username);
  await regular.getByTestId("login-password").fill(customer.password);
  await regular.getByTestId("login-submit").click();
  await expect(regular.getByTestId("punch-count")).toHaveText("1 / 10");
  await expect(page.getByTestId("counter-name")).toHaveText(maskUsername(customer.username));
  await expect(page.getByTestId("counter-new-customer")).toHaveCount(0);
  await context.close();
});

test.describe("the join form on a phone", () => {
  test.use(phone);

  test("checks the username as it is typed, with SPEC's messages", async ({ page }) => {
    const taken = await createUser();
    await page.goto(`/join?token=${await insertToken()}`);
    const username = page.getByTestId("join-username");
    await username.fill("ab");
    await expect(page.getByTestId("join-username-error")).toHaveText(
      "Username must be at least 3 characters",
    );
    await username.fill(taken.username.toUpperCase());
    await expect(page.getByTestId("join-username-error")).toHaveText("Username is already taken");
    await expect(username).toHaveAttribute("aria-invalid", "true");
    // A short password is caught before anything is sent, beside its field.
    await username.fill(uniqueName("fresh"));
    await expect(page.getByTestId("join-username-free")).toBeVisible();
    await page.getByTestId("join-method-password").click();
    await page.getByTestId("join-password").fill("12345");
    await page.getByTestId("join-submit").click();
    await expect(page.getByTestId("join-password-error")).toHaveText(
      "Password must be at least 6 characters",
    );
    await expect(page.getByTestId("join-password")).toBeFocused();
  });

  test("tells a visitor with a used or expired token why, and makes no account", async ({
    page,
  }) => {
    const used = await insertToken();
    await sql().query("update punch_tokens set used_at = now() where id = $1", [used]);
    await page.goto(`/join?token=${used}`);
    await expect(page.getByTestId("join-token-refused")).toContainText(
      "This token has already been used or does not exist",
    );
    await expect(page.getByTestId("join-form")).toHaveCount(0);

    const expired = await insertToken();
    await sql().query(
      "update punch_tokens set expires_at = now() - interval '1 minute' where id = $1",
      [expired],
    );
    await page.goto(`/join?token=${expired}`);
    await expect(page.getByTestId("join-token-refused")).toContainText(
      "This QR code has expired. Ask for a new one.",
    );
  });

  test("without a token, asks for the counter's QR or its code", async ({ page }) => {
    await page.goto("/join");
    await expect(page.getByTestId("join-type-token")).toContainText(
      "Scan the QR at the counter to join",
    );
    const token = await insertToken();
    await page.getByTestId("join-typed-token").fill(token);
    await page.getByTestId("join-typed-continue").click();
    await expect(page.getByTestId("join-form")).toBeVisible();
  });

  test("/login without a token says how to join", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByTestId("new-here")).toHaveText(
      "New here? Scan the QR at the counter to join.",
    );
  });
});

test("a new phone: staff show a sign-in QR, the customer is let in once and sets a new password", async ({
  page,
  browser,
}) => {
  const customer = await createUser();
  await signInAs(page, await createUser({ role: "staff" }));
  await page.goto("/counter/customers");
  await page.getByTestId("lookup-username").fill(customer.username);
  await page.getByTestId("lookup-submit").click();
  await page.getByTestId("sign-in-qr").click();
  const dialog = page.getByTestId("sign-in-qr-dialog");
  const img = dialog.locator("img");
  await expect(img).toHaveAttribute("data-qr-value", /\/auto-login\//);
  await expect(dialog.getByTestId("sign-in-qr-expiry")).toContainText(/\d+:\d{2} left/);
  const url = (await img.getAttribute("data-qr-value"))!;

  const { context, page: newPhone } = await freshPhone(browser);
  await open(newPhone, url);
  await expect(newPhone).toHaveURL(/\/user\/secure$/);
  await expect(newPhone.getByTestId("secure-account")).toContainText(customer.username);
  await newPhone.getByTestId("new-password").fill("new-phone-pass");
  await newPhone.getByTestId("confirm-password").fill("new-phone-pass");
  await newPhone.getByTestId("password-submit").click();
  await expect(newPhone).toHaveURL(/\/user\/dashboard$/);
  await context.close();

  // Used once: a second phone is refused and sent to sign in.
  const second = await freshPhone(browser);
  await open(second.page, url);
  await expect(second.page.getByTestId("auto-login")).toHaveAttribute("data-phase", "error");
  await second.context.close();

  // The owner sees who let the customer in.
  const { rows } = await sql().query(
    "select u.username from login_links l join users u on u.id = l.created_by where l.user_id = $1",
    [customer.id],
  );
  expect(rows).toHaveLength(1);
});

test("an expired sign-in QR is refused", async ({ browser, admin }) => {
  const customer = await createUser();
  const context = await browser.newContext();
  const ownerPage = await context.newPage();
  await signInAs(ownerPage, admin);
  await ownerPage.goto(`/admin/users/${customer.id}`);
  await ownerPage.getByTestId("sign-in-qr").click();
  const img = ownerPage.getByTestId("sign-in-qr-dialog").locator("img");
  await expect(img).toHaveAttribute("data-qr-value", /\/auto-login\//);
  const url = (await img.getAttribute("data-qr-value"))!;
  await sql().query(
    "update login_links set expires_at = now() - interval '1 second' where user_id = $1",
    [customer.id],
  );
  await ownerPage.keyboard.press("Escape");
  await ownerPage.reload();
  await expect(ownerPage.getByTestId("sign-in-link-state").first()).toHaveText("Expired");
  await context.close();

  const { context: phoneContext, page: phonePage } = await freshPhone(browser);
  await open(phonePage, url);
  await expect(phonePage.getByTestId("auto-login")).toHaveAttribute("data-phase", "error");
  await expect(phonePage).toHaveURL(/\/login\?error=expired_token/);
  await phoneContext.close();
});
