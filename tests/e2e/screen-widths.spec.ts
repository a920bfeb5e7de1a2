import { createUser } from "../support/api";
import { BulkUsersPage } from "./support/admin-pages";
import { expect, signInAs, test } from "./support/fixtures";
import { expectFits } from "./support/screen-fit";

const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

for (const size of sizes) {
  test.describe(`${size.name} ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("admin screens fit the width", async ({ page, admin }) => {
      // Rows of every kind on the lists: a full card, a card under way, another admin.
      await createUser({ punches: 10 });
      await createUser({ punches: 7, xp: 420 });
      await createUser({ role: "admin" });
      await signInAs(page, admin);
      for (const screen of ["dashboard", "users", "profile", "status"]) {
        await page.goto(`/admin/${screen}`);
        if (screen === "users") await expect(page.getByTestId("users-list")).toBeVisible();
        if (screen === "status")
          await expect(page.getByTestId("overall-status")).toHaveText("All Systems Operational");
        await expectFits(page, `/admin/${screen}`);
      }
      const bulk = new BulkUsersPage(page);
      await bulk.goto();
      await expectFits(page, "/admin/bulk-users");
      await bulk.generate("6");
      await expect(bulk.cards().getByTestId("bulk-qr")).toHaveCount(6);
      await expectFits(page, "/admin/bulk-users with six cards");
    });

    test("the customer's profile fits the width", async ({ page, customer }) => {
      await signInAs(page, customer);
      await page.goto("/user/profile");
      await expectFits(page, "/user/profile");
    });
  });
}
