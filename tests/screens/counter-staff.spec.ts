import { createUser, sql, uniqueName } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { insertCode, insertProduct } from "../support/rewards";
import { shoot, SIZES, snap } from "./shoot";

const LONG_NAME = "Maximiliana Wolfeschlegelsteinhausenbergerdorffsen"; // 50 characters

/** A customer with a complete card, a long name and a few kinds of ledger entry. */
async function busyCustomer() {
  const customer = await createUser({
    username: uniqueName("longcustomername"),
    punches: 10,
    xp: 240,
  });
  await sql().query("update users set name = $2 where id = $1", [customer.id, LONG_NAME]);
  const product = await insertProduct({ name: "Cold Brew Concentrate, Vanilla Bean 1 Litre" });
  const code = await insertCode(product);
  await sql().query(
    "update verification_codes set is_used = true, used_at = now(), used_by = $1 where code = $2",
    [customer.id, code],
  );
  await sql().query(
    `insert into reward_ledger (user_id, reason, xp_delta, code_id)
     values ($1, 'code', 0, (select id from verification_codes where code = $2))`,
    [customer.id, code],
  );
  return customer;
}

test("the counter's customer look-up and codes, and the admin's customer page", async ({
  page,
  admin,
}) => {
  test.slow();
  const customer = await busyCustomer();
  const staff = await createUser({ role: "staff" });
  await signInAs(page, staff);
  await page.goto("/counter/customers");
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.getByTestId("lookup-username").fill(customer.username);
    await page.getByTestId("lookup-submit").click();
    await expect(page.getByTestId("customer-complete")).toBeVisible();
    await expect(page.getByTestId("lookup-submit")).toBeEnabled();
    await snap(page, `counter-customers-${size}.png`);
  }
  await shoot(page, "counter-codes", "/counter/codes");

  await signInAs(page, admin);
  await shoot(page, "admin-user-history", `/admin/users/${customer.id}`);
  await expect(page.getByTestId("customer-name")).toHaveText(LONG_NAME);
});
