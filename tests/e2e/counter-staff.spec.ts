import { createUser, sql, uniqueName } from "../support/api";
import { insertProduct } from "../support/rewards";
import { expectToast, freshPage, UsersPage } from "./support/admin-pages";
import { expect, LoginPage, signInAs, test } from "./support/fixtures";

test("an admin creates a staff account, who signs in and lands on the counter", async ({
  page,
  browser,
  baseURL,
  admin,
}) => {
  await signInAs(page, admin);
  const users = new UsersPage(page);
  await users.goto();
  const username = uniqueName("cashier");
  await users.create(username, "counter-pass", "staff", "Sam at the till");
  await expectToast(page, "User Created");
  await users.search(username);
  const row = users.row(username);
  await expect(row.getByTestId("user-role")).toHaveText("Staff");
  // The name typed in the form is the account's.
  await expect(row).toContainText("Sam at the till");
  // Staff have no punch card to show or reset, and no level or XP: those are a customer's.
  await expect(row.getByTestId("punch-progress")).toHaveCount(0);
  await expect(row.getByTestId("user-reset")).toHaveCount(0);
  await expect(row.getByTestId("user-level")).toHaveCount(0);
  await expect(row.getByTestId("user-xp")).toHaveCount(0);
  await expect(row).not.toContainText("XP");

  const counter = await freshPage(browser, baseURL);
  const login = new LoginPage(counter.page);
  await login.goto();
  await login.signIn(username, "counter-pass");
  await expect(counter.page).toHaveURL(/\/counter$/);
  // The admin's screens send staff back to the counter.
  await counter.page.goto("/admin/users");
  await expect(counter.page).toHaveURL(/\/counter$/);
  await counter.close();
});

test("staff look a customer up and hand over a complete card", async ({ page }) => {
  const staff = await createUser({ role: "staff" });
  const customer = await createUser({ punches: 10, xp: 50 });
  await sql().query(
    "insert into reward_ledger (user_id, reason, punch_delta, xp_delta) values ($1, 'token', 0, 0)",
    [customer.id],
  );
  await signInAs(page, staff);
  await page.goto("/counter/customers");
  await expect(page.getByTestId("counter-nav-customers")).toHaveAttribute("aria-current", "page");

  await page.getByTestId("lookup-username").fill(uniqueName("nobody"));
  await page.getByTestId("lookup-submit").click();
  await expect(page.getByTestId("lookup-error")).toHaveText("Customer not found");

  await page.getByTestId("lookup-username").fill(` ${customer.username.toUpperCase()} `);
  await page.getByTestId("lookup-submit").click();
  await expect(page.getByTestId("customer-username")).toHaveText(customer.username);
  await expect(page.getByTestId("customer-punches")).toHaveText("10 / 10");
  await expect(page.getByTestId("customer-complete")).toHaveText("Card Complete!");
  await expect(page.getByTestId("customer-visits").locator("li")).toHaveCount(1);
  await expect(page.getByTestId("timeline-entry")).toHaveCount(2);

  await page.getByTestId("hand-over").click();
  await page.getByTestId("confirm-hand-over").click();
  await expectToast(page, "Punchcard Reset");
  await expect(page.getByTestId("customer-punches")).toHaveText("0 / 10");
  await expect(page.getByTestId("customer-complete")).toHaveCount(0);
  // The history shows the reset, and who did it.
  const reset = page.locator('[data-testid="timeline-entry"][data-reason="card_reset"]');
  await expect(reset).toContainText(`by ${staff.username}`);
  // Read-only: no per-entry actions for staff.
  await expect(page.getByTestId("entry-actions")).toHaveCount(0);
});

test("an admin finds a customer by name and opens their history from the users list", async ({
  page,
  admin,
}) => {
  const customer = await createUser({ punches: 3, xp: 20 });
  const name = `Marguerite ${uniqueName("")}`;
  await sql().query("update users set name = $2 where id = $1", [customer.id, name]);
  await signInAs(page, admin);
  const users = new UsersPage(page);
  await users.goto();
  await users.search(name.toLowerCase());
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  await users.row(customer.username).getByTestId("user-username").click();

  await expect(page).toHaveURL(new RegExp(`/admin/users/${customer.id}$`));
  await expect(page.getByTestId("customer-title")).toHaveText(customer.username);
  await expect(page.getByTestId("customer-name")).toHaveText(name);
  await expect(page.getByTestId("customer-punches")).toHaveText("3 / 10");
  await expect(page.getByTestId("timeline-entry")).toHaveCount(1);

  // An adjustment shows up at the top of the timeline at once.
  await page.getByTestId("admin-add-punch").click();
  await page.getByTestId("reason-input").fill("A lost token");
  await page.getByTestId("admin-add-punch-save").click();
  await expectToast(page, "Punch Added");
  await expect(page.getByTestId("customer-punches")).toHaveText("4 / 10");
  await expect(page.getByTestId("timeline-entry").first()).toHaveAttribute(
    "data-reason",
    "admin_punch",
  );
  await expect(page.getByTestId("timeline-entry").first()).toContainText("by admin");
  await expect(page.getByTestId("timeline-entry").first()).toContainText("A lost token");
});

test("staff print verification codes at the counter, without prices or the code history", async ({
  page,
}) => {
  const productName = `Counter Chew ${uniqueName("")}`;
  const productId = await insertProduct({ name: productName });
  await signInAs(page, await createUser({ role: "staff" }));
  await page.goto("/counter/codes");
  await page.getByTestId("code-product").selectOption(productId);
  await page.getByTestId("code-quantity").fill("2");
  await page.getByTestId("generate-codes").click();
  await expectToast(page, "Codes Generated", `2 codes for ${productName}`);
  await expect(page.getByTestId("new-code")).toHaveCount(2);
  const { rows } = await sql().query<{ n: number }>(
    "select count(*)::int as n from verification_codes where product_id = $1",
    [productId],
  );
  expect(rows[0]!.n).toBe(2);
  // The product's price (12.99) and the admin's history are not shown here.
  await expect(page.getByTestId("code-history")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("12.99");

  // The labels print alone, as a sheet to cut out: nothing else of the screen is on paper.
  await expect(page.getByTestId("print-codes")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("code-label")).toHaveCount(2);
  for (const label of await page.getByTestId("code-label").all()) {
    await expect(label).toBeVisible();
    await expect(label).toContainText(productName);
  }
  await expect(page.getByTestId("print-codes")).toBeHidden();
  await expect(page.getByTestId("generate-codes")).toBeHidden();
  await expect(page.getByRole("heading", { name: "Codes" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
});
