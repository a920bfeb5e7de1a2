import { createUser, signedIn, sql } from "../support/api";
import { longName } from "../support/long-names";
import { insertToken } from "../support/rewards";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { shoot } from "./shoot";

// /admin/review with a flagged customer whose username and display name are 50 characters,
// one blocked, with a voided punch and a reason in the activity.
test("the review queue at both sizes", async ({ page, admin }) => {
  const customer = await createUser({ username: longName("flagged"), punches: 2 });
  await sql().query("update users set name = $1 where id = $2", [
    longName("Flagged Display Name "),
    customer.id,
  ]);
  const phone = await signedIn(customer);
  const tokens = await Promise.all([insertToken(), insertToken(), insertToken()]);
  for (const tokenId of tokens) await phone.post("/api/token/use", { tokenId });
  await sql().query(
    `insert into review_flags (user_id, day, rule, count, threshold, first_at, last_at) values
       ($1, current_date, 'punches', 7, 5, now() - interval '3 hours', now()),
       ($1, current_date - 1, 'failures', 4, 3, now() - interval '1 day 2 hours', now() - interval '1 day')`,
    [customer.id],
  );
  const other = await createUser({ punches: 6 });
  await sql().query(
    `insert into review_flags (user_id, day, rule, count, threshold, first_at, last_at)
     values ($1, current_date, 'punches', 6, 5, now() - interval '2 hours', now() - interval '1 hour')`,
    [other.id],
  );
  await sql().query("update users set earning_blocked_at = now() where id = $1", [other.id]);

  await signInAs(page, admin);
  await page.goto("/admin/review");
  const card = page.locator(`[data-testid=review-customer][data-username="${customer.username}"]`);
  const { rows } = await sql().query<{ id: string }>(
    "select id from reward_ledger where user_id = $1 and reason = 'token' order by id limit 1",
    [customer.id],
  );
  expect(
    (
      await page.request.post(`/api/ledger/${rows[0]!.id}/void`, {
        data: { reason: "Scanned twice at the counter by mistake" },
      })
    ).status(),
  ).toBe(200);
  await page.reload();
  await expect(card.locator("[data-testid=activity-entry][data-reason=void]")).toHaveCount(1);
  await card.locator("[data-testid=activity-select]:enabled").first().check();
  await shoot(page, "admin-review");
  await shoot(page, "admin-dashboard-review", "/admin/dashboard");
});

test("the punch card dialog's adjustments with a reason", async ({ page, admin }) => {
  const customer = await createUser({ username: longName("adjusted"), punches: 4 });
  await signInAs(page, admin);
  await page.goto("/admin/punchcards");
  await page.getByLabel("Search customers").fill(customer.username);
  await page.locator(`[data-testid=punchcard-item][data-username="${customer.username}"]`).click();
  await expect(page.getByTestId("admin-add-punch")).toBeVisible();
  await shoot(page, "admin-punchcard-dialog");
  await page.getByTestId("adjust-xp").click();
  await page.getByTestId("xp-amount").fill("-25");
  await page.getByTestId("reason-input").fill("Refunded order");
  await shoot(page, "admin-adjust-xp-dialog");
});
