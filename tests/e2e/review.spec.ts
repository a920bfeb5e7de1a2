import { createUser, signedIn, sql } from "../support/api";
import { insertToken } from "../support/rewards";
import { expect, signInAs, test } from "./support/fixtures";
import { toast } from "./support/shop-page";
import { CustomerDashboard } from "./support/rewards-pages";

/** A flag as the earn-rule code writes it: 7 punches on one shop day, review above 5. */
async function flag(userId: string) {
  await sql().query(
    `insert into review_flags (user_id, day, rule, count, threshold) values ($1, '2026-11-23', 'punches', 7, 5)`,
    [userId],
  );
}

test("the owner voids a punch from the review queue and the customer's card shows it after a reload", async ({
  page,
  browser,
  admin,
}) => {
  const customer = await createUser({ punches: 3 });
  const token = await insertToken();
  expect((await (await signedIn(customer)).post("/api/token/use", { tokenId: token })).status).toBe(
    200,
  );
  await flag(customer.id);

  await signInAs(page, customer);
  const dashboard = new CustomerDashboard(page);
  await dashboard.goto();
  await dashboard.expectPunches(4);

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAs(owner, admin);
  await owner.goto("/admin/dashboard");
  await expect(owner.getByTestId("review-count")).not.toHaveText("0");
  await owner.getByTestId("review-link").click();
  await expect(owner).toHaveURL(/\/admin\/review$/);

  const card = owner.locator(`[data-testid=review-customer][data-username="${customer.username}"]`);
  await expect(card.getByTestId("review-reason")).toHaveText(
    "7 punches on 23 Nov (review above 5)",
  );
  await expect(card.getByTestId("review-history")).toHaveAttribute(
    "href",
    `/admin/users/${customer.id}`,
  );
  const punch = card.locator("[data-testid=activity-entry][data-reason=token]");
  await punch.getByTestId("activity-select").check();
  await card.getByTestId("void-selected").click();
  // The reason is required.
  await owner.getByTestId("void-selected-save").click();
  await expect(toast(owner, "Please enter a reason")).toBeVisible();
  await expect(owner.getByTestId("reason-input")).toHaveAccessibleDescription(
    "Please enter a reason",
  );
  await owner.getByTestId("reason-input").fill("Scanned twice at the counter");
  await owner.getByTestId("void-selected-save").click();
  await expect(owner.getByText("Entry Voided")).toBeVisible();
  await expect(card.locator("[data-testid=activity-entry][data-reason=void]")).toContainText(
    "Scanned twice at the counter",
  );
  await expect(punch.getByTestId("activity-select")).toBeDisabled();
  await ownerContext.close();

  await page.reload();
  await dashboard.expectPunches(3);
});

test("the owner blocks, unblocks and dismisses a flagged customer from the review queue", async ({
  page,
  admin,
}) => {
  const customer = await createUser({ punches: 1 });
  await flag(customer.id);
  await signInAs(page, admin);
  await page.goto("/admin/review");
  const card = page.locator(`[data-testid=review-customer][data-username="${customer.username}"]`);

  await card.getByTestId("block-earning").click();
  await page.getByTestId("confirm-block").click();
  await expect(card.getByTestId("review-blocked")).toHaveText("Earning blocked");
  await card.getByTestId("unblock-earning").click();
  await expect(card.getByTestId("review-blocked")).toHaveCount(0);
  await expect(card.getByTestId("block-earning")).toBeVisible();

  await card.getByTestId("review-dismiss").click();
  await page.getByTestId("confirm-dismiss").click();
  await expect(card).toHaveCount(0);
  const { rows } = await sql().query(
    "select action from admin_actions where user_id = $1 order by id",
    [customer.id],
  );
  expect(rows.map((r) => r.action)).toEqual(["block", "unblock", "dismiss"]);
});

test("the owner's punch and XP by hand ask for a reason, kept in the ledger", async ({
  page,
  admin,
}) => {
  const customer = await createUser();
  await signInAs(page, admin);
  await page.goto("/admin/punchcards");
  await page.getByLabel("Search customers").fill(customer.username);
  await page.locator(`[data-testid=punchcard-item][data-username="${customer.username}"]`).click();

  await page.getByTestId("admin-add-punch").click();
  await page.getByTestId("admin-add-punch-save").click();
  await expect(toast(page, "Please enter a reason")).toBeVisible();
  await expect(page.getByTestId("reason-input")).toHaveAccessibleDescription(
    "Please enter a reason",
  );
  await page.getByTestId("reason-input").fill("Lost token");
  await page.getByTestId("admin-add-punch-save").click();
  await expect(page.getByTestId("dialog-punches")).toHaveText("1 / 10");

  await page.getByTestId("adjust-xp").click();
  await page.getByTestId("xp-amount").fill("40");
  await page.getByTestId("reason-input").fill("Birthday treat");
  await page.getByTestId("adjust-xp-save").click();
  await expect(page.getByText("XP Adjusted")).toBeVisible();

  const { rows } = await sql().query(
    "select reason, note from reward_ledger where user_id = $1 order by id",
    [customer.id],
  );
  expect(rows).toEqual([
    { reason: "admin_punch", note: "Lost token" },
    { reason: "admin_xp", note: "Birthday treat" },
  ]);
});
