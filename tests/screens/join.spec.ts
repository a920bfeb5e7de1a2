import { longName } from "../support/long-names";
import { createUser, signedIn, sql } from "../support/api";
import { insertToken } from "../support/rewards";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, shoot, snap } from "./shoot";

test("the join screen: empty, with errors, with a 50-character name, and its other states", async ({
  page,
}) => {
  const token = await insertToken();
  await shoot(page, "join-empty", `/join?token=${token}`);

  const taken = await createUser();
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto(`/join?token=${token}`);
    await page.getByTestId("join-username").fill(taken.username);
    await expect(page.getByTestId("join-username-error")).toBeVisible();
    await page.getByTestId("join-method-password").click();
    await page.getByTestId("join-password").fill("123");
    await page.getByTestId("join-submit").click();
    await expect(page.getByTestId("join-password-error")).toBeVisible();
    await snap(page, `join-errors-${size}.png`);

    await page.getByTestId("join-username").fill(longName("walkin"));
    await page.getByTestId("join-name").fill(longName("Name"));
    await snap(page, `join-long-name-${size}.png`);
  }

  await sql().query("update punch_tokens set used_at = now() where id = $1", [token]);
  await shoot(page, "join-used-token", `/join?token=${token}`);
  await shoot(page, "join-no-token", "/join");
  await shoot(page, "login-new-here", "/login");
});

test("the dashboard after joining, and the counter display announcing a new customer", async ({
  page,
  browser,
}) => {
  const token = await insertToken();
  await page.setViewportSize(SIZES.phone);
  await page.goto(`/join?token=${token}`);
  await page.getByTestId("join-method-password").click();
  await page.getByTestId("join-password").fill("first-visit");
  await page.getByTestId("join-submit").click();
  await expect(page.getByTestId("welcome")).toBeVisible();
  await shoot(page, "dashboard-joined");

  const staffContext = await browser.newContext({ reducedMotion: "reduce" });
  const display = await staffContext.newPage();
  await signInAs(display, await createUser({ role: "staff" }));
  for (const [size, viewport] of Object.entries(SIZES)) {
    await display.setViewportSize(viewport);
    await display.goto("/counter");
    await expect(display.getByTestId("counter-display")).toHaveAttribute("data-status", "live");
    await expect(display.getByTestId("counter-qr").locator("img")).toBeVisible();
    const shown = (await display.getByTestId("counter-qr").getAttribute("data-token"))!;
    const visitor = await browser.newContext();
    const joined = await visitor.request.post("/api/join", {
      data: {
        tokenId: shown,
        username: `new-${size}-${Date.now()}`.slice(0, 50),
        password: "secret-pass",
      },
    });
    expect(joined.status()).toBe(201);
    await visitor.close();
    await expect(display.getByTestId("counter-new-customer")).toBeVisible();
    await snap(display, `counter-new-customer-${size}.png`, { fullPage: false });

    // Someone else scans the same QR a moment later: the display says who lost the race, and
    // once the new customer's count makes way for the next QR, their line stays over it.
    const late = await signedIn(await createUser({ username: longName(`late${size}`) }));
    expect((await late.post("/api/token/use", { tokenId: shown })).status).toBe(404);
    await expect(display.getByTestId("counter-refused")).toBeVisible();
    await expect(display.getByTestId("counter-redeemed")).toBeHidden({ timeout: 10_000 });
    await expect(display.getByTestId("counter-welcome")).toBeVisible();
    await snap(display, `counter-welcome-refused-${size}.png`, { fullPage: false });

    // The phone of the one who lost: the reason stays under the token field.
    await page.setViewportSize(viewport);
    await page.goto("/user/dashboard");
    await page.getByRole("tab", { name: "Enter Code" }).click();
    await page.getByTestId("token-input").fill(shown);
    await page.getByTestId("add-punch").click();
    await expect(page.getByTestId("redeem-refusal")).toBeVisible();
    await snap(page, `dashboard-refused-used-${size}.png`);
  }
  await staffContext.close();
});

test("the sign-in QR staff show for a customer, and where it lands the customer", async ({
  page,
}) => {
  const customer = await createUser({ username: `cus${Date.now()}` });
  await signInAs(page, await createUser({ role: "staff" }));
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto("/counter/customers");
    await page.getByTestId("lookup-username").fill(customer.username);
    await page.getByTestId("lookup-submit").click();
    await page.getByTestId("sign-in-qr").click();
    await expect(page.getByTestId("sign-in-qr-dialog").locator("img")).toBeVisible();
    await snap(page, `counter-sign-in-qr-${size}.png`, { fullPage: false });
  }
  await signInAs(page, customer);
  await shoot(page, "user-secure", "/user/secure");

  await signInAs(page, await createUser({ role: "admin" }));
  await shoot(page, "admin-customer-sign-in-links", `/admin/users/${customer.id}`);
});
