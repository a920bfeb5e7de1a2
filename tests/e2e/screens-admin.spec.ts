import { settleLedger } from "../support/rewards";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { createUser, sql, xpToReach } from "../support/api";
import { insertLoginLink } from "../support/admin-data";
import { BulkUsersPage } from "./support/admin-pages";
import { expect, signInAs, test } from "./support/fixtures";

// Screenshots of this area's screens for a human to look at; each must also fit its width.
const OUT = join("test-results", "screens-admin");
test.setTimeout(90_000);
const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

async function shoot(page: Page, name: string) {
  await page.waitForLoadState("load");
  // Let toasts and entry animations settle.
  await page.waitForTimeout(800);
  const overflow = await page.evaluate(() => {
    const by = document.documentElement.scrollWidth - window.innerWidth;
    if (by <= 0) return null;
    // Name the culprits, so a failure says where to look.
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    return { by, wide };
  });
  expect(overflow, `${name} scrolls sideways`).toBeNull();
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: join(OUT, `${name}.png`), fullPage: true });
}

test.beforeAll(async () => {
  const customer = await createUser({ punches: 7, xp: xpToReach(12) + 40 });
  // Some activity for the chart, avoiding the days the chart test counts exactly.
  await sql().query(
    `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, created_at)
     select $1, case when random() < 0.6 then 'token'::ledger_reason else 'code'::ledger_reason end, 1, 5,
            current_date - d + interval '12 hours'
     from generate_series(0, 28) d, generate_series(1, 6) n
     where d not in (12, 29) and random() < 0.5`,
    [customer.id],
  );
  await settleLedger(customer.id);
  await createUser({ username: `jordan-${Date.now() % 100000}`, punches: 10 });
  await createUser({ role: "admin" });
});

for (const size of sizes) {
  test.describe(`${size.name} ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("admin screens", async ({ page, admin }) => {
      await signInAs(page, admin);
      for (const screen of ["dashboard", "users", "profile", "status"]) {
        await page.goto(`/admin/${screen}`);
        if (screen === "users") await expect(page.getByTestId("users-list")).toBeVisible();
        if (screen === "status")
          await expect(page.getByTestId("overall-status")).toHaveText("All Systems Operational");
        await shoot(page, `admin-${screen}-${size.name}`);
      }
      const bulk = new BulkUsersPage(page);
      await bulk.goto();
      await shoot(page, `admin-bulk-users-empty-${size.name}`);
      await bulk.generate("6");
      await expect(bulk.cards().getByTestId("bulk-qr")).toHaveCount(6);
      await shoot(page, `admin-bulk-users-${size.name}`);
      if (size.name === "desktop") {
        await page.emulateMedia({ media: "print" });
        const pdf = await page.pdf({ format: "A4", printBackground: true });
        writeFileSync(join(OUT, "bulk-cards.pdf"), pdf);
        await page.emulateMedia({ media: "screen" });
      }
    });

    test("customer profile and auto-login", async ({ page }) => {
      const customer = await createUser();
      await signInAs(page, customer);
      await page.goto("/user/profile");
      await shoot(page, `user-profile-${size.name}`);
      await page.context().clearCookies();

      const token = await insertLoginLink({ userId: customer.id });
      await page.route(`**/api/auto-login/${token}`, async (route) => {
        await new Promise((r) => setTimeout(r, 5000));
        await route.continue().catch(() => {});
      });
      await page.goto(`/auto-login/${token}`);
      await expect(page.getByTestId("auto-login-heading")).toHaveText("Checking your login link…");
      mkdirSync(OUT, { recursive: true });
      await page.screenshot({ path: join(OUT, `auto-login-checking-${size.name}.png`) });
      await page.unrouteAll({ behavior: "ignoreErrors" });

      await page.goto("/auto-login/AAAAAAAAAAAAAAAAAAAAAA");
      await expect(page.getByTestId("auto-login-heading")).toHaveText("Login Failed");
      await page.screenshot({ path: join(OUT, `auto-login-failed-${size.name}.png`) });
    });
  });
}
