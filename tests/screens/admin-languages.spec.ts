import { createUser, uniqueName } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

// The admin console in Arabic on a phone (mirrored) and in German on a desktop (long words),
// and the dashboard in Arabic on a desktop: a browser's language is the admin's when their
// profile names none.
const RUNS = [
  { locale: "ar", size: "phone" },
  { locale: "de", size: "desktop" },
  { locale: "ar", size: "desktop" },
] as const;

for (const { locale, size } of RUNS) {
  test.describe(`${locale} ${size}`, () => {
    test.use({ viewport: SIZES[size], locale });

    test("admin screens", async ({ page, admin }) => {
      const name = (screen: string) => `admin-${screen}-${locale}-${size}.png`;
      const customer = await createUser({ punches: 3, xp: 20615 });
      await signInAs(page, admin);

      await page.goto("/admin/dashboard");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByTestId("activity-chart")).toBeVisible();
      await snap(page, name("dashboard"));
      if (locale === "ar" && size === "desktop") return;

      await page.goto("/admin/users");
      await expect(page.getByTestId("user-row").first()).toBeVisible();
      await snap(page, name("users"), { fullPage: false });

      await page.goto(`/admin/users/${customer.id}`);
      await expect(page.getByTestId("customer-profile")).toBeVisible();
      await snap(page, name("customer"));

      await page.goto("/admin/import");
      const p = uniqueName("imp");
      await page
        .getByTestId("import-csv")
        .fill(`username,name,punches,xp,password\n${p}a,A,4,320,\n${p}b,B,many,1,`);
      await page.getByTestId("import-check").click();
      await expect(page.getByTestId("import-problem")).toHaveCount(1);
      await snap(page, name("import"));

      await page.goto("/admin/exports");
      await snap(page, name("exports"));

      await page.goto("/admin/status");
      await expect(page.getByTestId("overall-status")).not.toHaveAttribute(
        "data-state",
        "checking",
      );
      await snap(page, name("status"));
    });
  });
}
