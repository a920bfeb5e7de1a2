import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createUser, sql, xpToReach } from "../support/api";
import { insertLoginLink } from "../support/admin-data";
import { settleLedger } from "../support/rewards";
import { BulkUsersPage } from "../e2e/support/admin-pages";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { DIR, SIZES, snap } from "./shoot";

test.beforeAll(async () => {
  const customer = await createUser({ punches: 7, xp: xpToReach(12) + 40 });
  // A month of activity for the chart.
  await sql().query(
    `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, created_at)
     select $1, case when random() < 0.6 then 'token'::ledger_reason else 'code'::ledger_reason end, 1, 5,
            current_date - d + interval '12 hours'
     from generate_series(0, 28) d, generate_series(1, 6) n
     where random() < 0.5`,
    [customer.id],
  );
  await settleLedger(customer.id);
  await createUser({ username: `jordan-${Date.now() % 100000}`, punches: 10 });
  await createUser({ role: "admin" });
});

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`${size} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("admin screens", async ({ page, admin }) => {
      await signInAs(page, admin);
      for (const screen of ["dashboard", "users", "profile", "status"]) {
        await page.goto(`/admin/${screen}`);
        if (screen === "users") await expect(page.getByTestId("users-list")).toBeVisible();
        if (screen === "status")
          await expect(page.getByTestId("overall-status")).toHaveText("All Systems Operational");
        await snap(page, `admin-${screen}-${size}.png`);
      }
      const bulk = new BulkUsersPage(page);
      await bulk.goto();
      await snap(page, `admin-bulk-users-empty-${size}.png`);
      await bulk.generate("6");
      await expect(bulk.cards().getByTestId("bulk-qr")).toHaveCount(6);
      await snap(page, `admin-bulk-users-${size}.png`);
      if (size === "desktop") {
        await page.emulateMedia({ media: "print" });
        const pdf = await page.pdf({ format: "A4", printBackground: true });
        writeFileSync(join(DIR, "bulk-cards.pdf"), pdf);
        await page.emulateMedia({ media: "screen" });
      }
    });

    test("customer profile and auto-login", async ({ page }) => {
      const customer = await createUser();
      await signInAs(page, customer);
      await page.goto("/user/profile");
      await snap(page, `user-profile-${size}.png`);
      await page.context().clearCookies();

      const token = await insertLoginLink({ userId: customer.id });
      // The check never answers, so the screen stays on its first state.
      await page.route(`**/api/auto-login/${token}`, () => new Promise<void>(() => {}));
      await page.goto(`/auto-login/${token}`);
      await expect(page.getByTestId("auto-login-heading")).toHaveText("Checking your login link…");
      await snap(page, `auto-login-checking-${size}.png`, { fullPage: false });
      await page.unrouteAll({ behavior: "ignoreErrors" });

      await page.goto("/auto-login/AAAAAAAAAAAAAAAAAAAAAA");
      await expect(page.getByTestId("auto-login-heading")).toHaveText("Login Failed");
      await snap(page, `auto-login-failed-${size}.png`, { fullPage: false });
    });
  });
}
