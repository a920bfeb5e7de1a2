import { ADMIN, createUser, sql, uniqueName } from "../support/api";
import { insertToken } from "../support/rewards";
import { longName } from "../support/long-names";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { shoot, SIZES, snap } from "./shoot";

// What a phone and a laptop show where space runs short: a toast over the dashboard's header,
// a 50-character username in it, the analytics' comparisons, the settings' width, one import.
test.describe.configure({ timeout: 240_000 });

test("a toast over the dashboard's header, with a 50-character username", async ({ page }) => {
  const customer = await createUser({ username: longName("w").toLowerCase() });
  await signInAs(page, customer);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto("/user/dashboard");
    await page.getByTestId("token-input").fill("no-such-token");
    await page.getByTestId("add-punch").click();
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, `small-dashboard-toast-${size}.png`, { fullPage: false });
  }
});

test("analytics and settings", async ({ page }) => {
  await signInAs(page, ADMIN);
  // The second half of June against the first (tests/screens/analytics.spec.ts fills June
  // 2023, in the same run): every tile has a change and a "vs … before".
  await shoot(page, "small-analytics", "/admin/analytics?from=2023-06-16&to=2023-06-30");
  // The longest comparison a tile shows, as the issue saw it: a tripled gap between visits.
  await page.setViewportSize(SIZES.phone);
  await page.goto("/admin/analytics?from=2023-06-16&to=2023-06-30");
  await page.getByTestId("figure-averageDaysBetweenVisits").evaluate((tile) => {
    const line = tile.lastElementChild!;
    line.querySelector("[aria-hidden].tabular-nums")!.textContent = "1000%";
    line.lastElementChild!.textContent = "vs 12.5 days before";
  });
  await snap(page, "small-analytics-longest-phone.png");
  await shoot(page, "small-settings", "/admin/settings");
});

test("one customer imported", async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.setViewportSize(SIZES.phone);
  await page.goto("/admin/import");
  await page
    .getByTestId("import-csv")
    .fill(`username,name,punches,xp,password\n${uniqueName("one")},One,1,10,`);
  await page.getByTestId("import-check").click();
  await page.getByTestId("import-submit").click();
  await expect(page.getByTestId("import-link")).toHaveCount(1);
  await snap(page, "small-import-one-phone.png", { fullPage: false });
});

test("the join form after someone else used its code", async ({ page }) => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    const token = await insertToken();
    await page.goto(`/join?token=${token}`);
    await page.getByTestId("join-name").fill("Ana");
    await page.getByTestId("join-method-password").click();
    await page.getByTestId("join-password").fill("secret-pass");
    await sql().query("update punch_tokens set used_at = now() where id = $1", [token]);
    await page.getByTestId("join-submit").click();
    await expect(page.getByTestId("join-next-token")).toBeVisible();
    await snap(page, `small-join-next-${size}.png`);
  }
});

test("an imported customer's link lands on securing the account", async ({ page }) => {
  const admin = await createUser({ role: "admin" });
  await signInAs(page, admin);
  await page.goto("/admin/import");
  await page
    .getByTestId("import-csv")
    .fill(`username,name,punches,xp,password\n${uniqueName("link")},Linked,1,10,`);
  await page.getByTestId("import-check").click();
  await page.getByTestId("import-submit").click();
  const link = await page.getByTestId("import-link").locator("span").nth(1).textContent();
  await page.context().clearCookies();
  await page.setViewportSize(SIZES.phone);
  await page.goto(new URL(link!.trim()).pathname);
  await expect(page.getByTestId("secure-account")).toBeVisible();
  await snap(page, "small-import-link-secure-phone.png");
});
