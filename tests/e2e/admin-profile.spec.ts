import { createUser } from "../support/api";
import { expectToast, freshPage } from "./support/admin-pages";
import { expect, LoginPage, signInAs, test } from "./support/fixtures";

test("an admin changes their own password with SPEC's checks", async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await createUser({ role: "admin", password: "owner-pass" });
  await signInAs(page, owner);
  await page.goto("/admin/profile");
  await expect(page.getByTestId("admin-username")).toHaveText(owner.username);

  const submit = async (current: string, next: string, confirm: string) => {
    await page.getByTestId("currentPassword").fill(current);
    await page.getByTestId("newPassword").fill(next);
    await page.getByTestId("confirmPassword").fill(confirm);
    await page.getByTestId("admin-password-save").click();
  };
  await submit("owner-pass", "", "");
  await expectToast(page, "Error", "Please fill in all fields");
  await submit("owner-pass", "abcdef", "abcdeg");
  await expectToast(page, "Error", "New passwords do not match");
  await submit("owner-pass", "abc", "abc");
  await expectToast(page, "Error", "Password must be at least 6 characters");
  await submit("not-it", "abcdef", "abcdef");
  await expectToast(page, "Error", "Current password is incorrect");
  await submit("owner-pass", "renewed-pass", "renewed-pass");
  await expectToast(page, "Password Changed");
  await expect(page.getByTestId("currentPassword")).toHaveValue("");
  await page.reload();
  await expect(page.getByTestId("admin-username")).toHaveText(owner.username);

  const other = await freshPage(browser, baseURL);
  const login = new LoginPage(other.page);
  await login.goto();
  await login.signIn(owner.username, "renewed-pass");
  await expect(other.page).toHaveURL(/\/admin\/dashboard$/);
  await other.close();
});

const profiles = [
  { role: "user", profile: "/user/profile", home: /\/user\/dashboard$/ },
  { role: "admin", profile: "/admin/profile", home: /\/admin\/dashboard$/ },
] as const;
for (const { role, profile, home } of profiles) {
  test(`'Sign out everywhere' on ${profile} ends every session of that account`, async ({
    browser,
    baseURL,
  }) => {
    const person = await createUser({ role });
    const laptop = await freshPage(browser, baseURL);
    await signInAs(laptop.page, person);
    const phone = await freshPage(browser, baseURL);
    await signInAs(phone.page, person);
    await phone.page.goto("/login");
    await expect(phone.page).toHaveURL(home);

    await laptop.page.goto(profile);
    await laptop.page.getByTestId("sign-out-everywhere").click();
    await expectToast(laptop.page, "Signed out everywhere");
    await expect(laptop.page).toHaveURL(/\/login$/);
    await phone.page.goto(profile);
    await expect(phone.page).toHaveURL(/\/login/);
    await laptop.close();
    await phone.close();
  });
}
