import { expect, test } from "./support/fixtures";

// The journeys through the sign-in form. Where each screen sends whom is proved over HTTP in
// tests/api/access.test.ts, and the form's messages and targets in
// app/(public)/login/_components/login-form.test.tsx.

test("a customer is sent back to the exact address after signing in", async ({
  page,
  loginPage,
  customer,
}) => {
  const visited: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && visited.push(frame.url()));
  await page.goto("/user/verify?code=ABCDEFGHJK");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await loginPage.signIn(customer.username, customer.password);
  // The verify screen then checks the code and tidies the address, so look at the history.
  await expect
    .poll(() => visited.some((u) => u.endsWith("/user/verify?code=ABCDEFGHJK")))
    .toBe(true);
});

test("an admin lands on /admin/dashboard with their name and Logout", async ({
  page,
  loginPage,
  admin,
}) => {
  await loginPage.goto();
  await loginPage.signIn(admin.username, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId("admin-welcome")).toContainText(admin.username);
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/login/);
});

// Browsers drop tabs and line breaks from an address and read a backslash as a slash: the
// form's own target check is proved for every spelling in login-form.test.tsx; here, that the
// browser itself never leaves the site.
test("a sign-in ignores a redirect to another site", async ({
  page,
  loginPage,
  customer,
  baseURL,
}) => {
  const left: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).origin !== new URL(baseURL!).origin) left.push(r.url());
  });
  await loginPage.goto("?redirect=%2F%09%5Cevil.example%2F");
  await loginPage.signIn(customer.username, customer.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(left.filter((u) => u.includes("evil.example"))).toEqual([]);
});
