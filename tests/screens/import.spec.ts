import { uniqueName } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`${size} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("import customers", async ({ page, admin }) => {
      const p = uniqueName("imp");
      await signInAs(page, admin);
      await page.goto("/admin/import");
      await snap(page, `admin-import-empty-${size}.png`);
      const rows = [
        `${p}alice,Alice Longname-Smithson,4,320,`,
        `${p}bob,Bob,14,20,`,
        `${p}cat,Cat,2,many,`,
        `${p}alice,Alice again,1,1,`,
        `${p}dan,Dan,0,0,ab`,
      ];
      await page
        .getByTestId("import-csv")
        .fill(`username,name,punches,xp,password\n${rows.join("\n")}`);
      await page.getByTestId("import-check").click();
      await expect(page.getByTestId("import-problem")).toHaveCount(4);
      await snap(page, `admin-import-problems-${size}.png`);
      const good = rows.filter((_, i) => i === 0 || i === 1).map((r) => r.replace(",14,", ",10,"));
      await page
        .getByTestId("import-csv")
        .fill(`username,name,punches,xp,password\n${good.join("\n")}`);
      await page.getByTestId("import-check").click();
      await expect(page.getByTestId("import-submit")).toBeEnabled();
      await page.getByTestId("import-submit").click();
      await expect(page.getByTestId("import-link")).toHaveCount(2);
      await snap(page, `admin-import-result-${size}.png`);
    });
  });
}
