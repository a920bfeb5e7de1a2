import { uniqueName } from "../support/api";
import { expectToast } from "./support/admin-pages";
import { expect, signInAs, test } from "./support/fixtures";

test("import: the owner checks a file with a problem, fixes it and imports every customer", async ({
  page,
  admin,
}) => {
  const p = uniqueName("imp");
  const bad = `username,name,punches,xp,password\n${p}a,Ann,3,120,\n${p}b,Ben,12,40,\n${p}c,Cat,0,0,secret1`;
  await signInAs(page, admin);
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: /Import Customers/ }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);

  const submit = page.getByTestId("import-submit");
  await page.getByTestId("import-file").setInputFiles({
    name: "customers.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(bad),
  });
  await expect(page.getByTestId("import-csv")).toHaveValue(bad);
  await expect(submit).toBeDisabled();
  await page.getByTestId("import-check").click();
  const problem = page.getByTestId("import-problem");
  await expect(problem).toHaveCount(1);
  await expect(problem).toHaveAttribute("data-line", "3");
  await expect(problem).toContainText("Punches must be a whole number from 0 to 10");
  await expect(submit).toBeDisabled();

  // Fixing the text asks for a new check before Import can be pressed.
  await page.getByTestId("import-csv").fill(bad.replace(`${p}b,Ben,12`, `${p}b,Ben,10`));
  await expect(problem).toHaveCount(0);
  await page.getByTestId("import-check").click();
  await expect(page.getByTestId("import-clean")).toContainText("3 customers ready to import");
  await expect(submit).toBeEnabled();
  await submit.click();

  await expectToast(page, "Customers Imported");
  await expect(page.getByTestId("import-count")).toHaveText("3 customers imported");
  // Ann and Ben came without a password: each has a login link; Cat signs in with hers.
  const links = page.getByTestId("import-link");
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAttribute("data-username", `${p}a`);
  await expect(links.first()).toContainText(/\/auto-login\/[\w-]+/);

  await page.goto("/admin/users");
  await page.getByTestId("users-search").fill(p);
  await expect(page.getByText(`${p}b`)).toBeVisible();
});
