import { sql, uniqueName, createUser, xpToReach } from "../support/api";
import { expectToast, freshPage, UsersPage } from "./support/admin-pages";
import { expect, LoginPage, signInAs, test } from "./support/fixtures";

test("an admin creates a customer, who signs in and changes name and password", async ({
  page,
  browser,
  baseURL,
  admin,
}) => {
  // Two browsers, a dozen screens and three sign-ins.
  test.slow();
  await signInAs(page, admin);
  const users = new UsersPage(page);
  await users.goto();
  const username = uniqueName("shop");
  await users.create(username, "counter-pass");
  await expectToast(page, "User Created");
  await users.search(username);
  const row = users.row(username);
  await expect(row.getByTestId("user-role")).toHaveText("User");
  await expect(row.getByTestId("user-level")).toHaveText("Level 1");
  await expect(row.getByTestId("punch-progress")).toContainText("0/10");

  const phone = await freshPage(browser, baseURL);
  const login = new LoginPage(phone.page);
  await login.goto();
  await login.signIn(username, "counter-pass");
  await expect(phone.page).toHaveURL(/\/user\/dashboard$/);

  await phone.page.goto("/user/profile");
  await expect(phone.page.getByTestId("current-username")).toHaveText(username);
  await phone.page.getByTestId("new-name").fill("Counter Customer");
  await phone.page.getByTestId("save-profile").click();
  await expectToast(phone.page, "Profile Updated");
  await expect(phone.page.getByTestId("current-name")).toHaveText("Counter Customer");

  // SPEC's refusals of the form (both fields, match, length, current password) are proved in
  // components/auth/password-form.test.tsx; here, the change itself across the screens.
  await phone.page.getByTestId("current-password").fill("counter-pass");
  await phone.page.getByTestId("new-password").fill("new-pass-1");
  await phone.page.getByTestId("confirm-password").fill("new-pass-1");
  await phone.page.getByTestId("password-submit").click();
  await expectToast(phone.page, "Password Changed");
  // This phone stays signed in with its renewed session.
  await phone.page.reload();
  await expect(phone.page.getByTestId("current-name")).toHaveText("Counter Customer");
  await phone.close();

  const other = await freshPage(browser, baseURL);
  const again = new LoginPage(other.page);
  await again.goto();
  await again.signIn(username, "counter-pass");
  await expectToast(other.page, "Access Denied");
  await again.signIn(username, "new-pass-1");
  await expect(other.page).toHaveURL(/\/user\/dashboard$/);
  await other.close();
});

test("the customer profile refuses a short or taken username", async ({ page }) => {
  const me = await createUser();
  const someone = await createUser();
  await signInAs(page, me);
  await page.goto("/user/profile");
  await page.getByTestId("new-username").fill("ab");
  await page.getByTestId("save-profile").click();
  await expectToast(page, "Error", "Username must be at least 3 characters");
  await page.getByTestId("new-username").fill(someone.username);
  await page.getByTestId("save-profile").click();
  await expectToast(page, "Error", "Username is already taken");
  const fresh = uniqueName("renamed");
  await page.getByTestId("new-username").fill(fresh);
  await page.getByTestId("save-profile").click();
  await expectToast(page, "Profile Updated");
  await expect(page.getByTestId("current-username")).toHaveText(fresh);
});

test("the users list shows punches, changes passwords, resets only customers and deletes after confirming", async ({
  page,
  admin,
}) => {
  const prefix = uniqueName("row");
  const customer = await createUser({ username: `${prefix}-c`, punches: 3, xp: xpToReach(4) });
  await createUser({ username: `${prefix}-a`, role: "admin" });
  await signInAs(page, admin);
  const users = new UsersPage(page);
  await users.goto();
  await users.search(prefix);
  await expect(page.getByTestId("user-row")).toHaveCount(2);

  const row = users.row(customer.username);
  await expect(row.getByTestId("user-level")).toHaveText("Level 4");
  await expect(row.getByTestId("punch-progress")).toContainText("3/10");
  await expect(row.getByTestId("punch-progress").locator("span.bg-primary")).toHaveCount(3);
  await expect(row.getByTestId("user-short-id")).toHaveText(`#${customer.id.slice(0, 8)}`);
  await expect(row.getByTestId("user-reset")).toBeVisible();
  const adminRow = users.row(`${prefix}-a`);
  await expect(adminRow.getByTestId("user-role")).toHaveText("Admin");
  await expect(adminRow.getByTestId("user-reset")).toHaveCount(0);
  await expect(adminRow.getByTestId("punch-progress")).toHaveCount(0);

  await row.getByTestId("user-password").click();
  const dialog = page.getByTestId("password-dialog");
  await dialog.getByTestId("password-input").fill("ab");
  await dialog.getByTestId("password-save").click();
  await expectToast(page, "Error", "Password must be at least 3 characters");
  await dialog.getByTestId("password-input").fill("abc");
  await dialog.getByTestId("password-save").click();
  await expectToast(page, "Password Changed");
  await expect(dialog).toBeHidden();

  await row.getByTestId("user-reset").click();
  await expect(page.getByTestId("reset-card-dialog")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("reset-card-dialog")).toBeHidden();

  await row.getByTestId("user-delete").click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await row.getByTestId("user-delete").click();
  await page.getByTestId("delete-user-confirm").click();
  await expectToast(page, "User Deleted");
  await expect(row).toHaveCount(0);
  const { rows } = await sql().query("select count(*)::int as n from users where id = $1", [
    customer.id,
  ]);
  expect(rows[0].n).toBe(0);
});

test("an admin cannot delete their own row", async ({ page, admin }) => {
  await signInAs(page, admin);
  const users = new UsersPage(page);
  await users.goto();
  await users.search(admin.username);
  await expect(users.row(admin.username).getByTestId("user-delete")).toBeDisabled();
});

test("the users list is paged on the server", async ({ page, admin }) => {
  const prefix = uniqueName("many");
  await sql().query(
    `insert into users (username, role, password_hash)
     select $1 || '-' || lpad(i::text, 2, '0'), 'user', 'x' from generate_series(1, 25) i`,
    [prefix],
  );
  await signInAs(page, admin);
  const users = new UsersPage(page);
  await users.goto();
  await users.search(prefix);
  await expect(page.getByTestId("users-range")).toHaveText("1–20 of 25");
  await expect(page.getByTestId("user-row")).toHaveCount(20);
  await page.getByTestId("users-next").click();
  await expect(page.getByTestId("users-range")).toHaveText("21–25 of 25");
  await expect(page.getByTestId("user-row")).toHaveCount(5);
  await expect(page.getByTestId("users-next")).toBeDisabled();
  await users.search(`${prefix}-07`);
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  await users.search(`${prefix}-none`);
  await expect(page.getByTestId("users-empty")).toBeVisible();
});
