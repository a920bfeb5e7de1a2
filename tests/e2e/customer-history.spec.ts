import { createUser, signedIn } from "../support/api";
import { insertToken } from "../support/rewards";
import { expect, signInAs, test } from "./support/fixtures";
import { CustomerDashboard } from "./support/rewards-pages";

test("the owner voids a punch from the customer's history and the customer's card shows it after a reload", async ({
  page,
  browser,
  admin,
}) => {
  const customer = await createUser({ punches: 2 });
  const token = await insertToken();
  expect((await (await signedIn(customer)).post("/api/token/use", { tokenId: token })).status).toBe(
    200,
  );
  await signInAs(page, customer);
  const dashboard = new CustomerDashboard(page);
  await dashboard.goto();
  await dashboard.expectPunches(3);

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAs(owner, admin);
  await owner.goto(`/admin/users/${customer.id}`);
  await expect(owner.getByTestId("customer-punches")).toHaveText("3 / 10");
  const punch = owner.locator("[data-testid=timeline-entry][data-reason=token]");
  await punch.getByTestId("void-entry").click();
  await owner.getByTestId("reason-input").fill("Scanned by mistake");
  await owner.getByTestId("void-entry-save").click();
  await expect(owner.getByText("Entry Voided")).toBeVisible();
  // The void tops the timeline with the admin's reason; the punch can no longer be voided.
  const entries = owner.getByTestId("timeline-entry");
  await expect(entries.first()).toHaveAttribute("data-reason", "void");
  await expect(entries.first()).toContainText("Scanned by mistake");
  await expect(punch.getByTestId("void-entry")).toHaveCount(0);
  await expect(owner.getByTestId("customer-punches")).toHaveText("2 / 10");
  await ownerContext.close();

  await page.reload();
  await dashboard.expectPunches(2);
});

test("voiding a punch of a card already handed over says only its XP came off", async ({
  page,
  admin,
}) => {
  const customer = await createUser({ punches: 9 });
  const token = await insertToken();
  const phone = await signedIn(customer);
  expect((await phone.post("/api/token/use", { tokenId: token })).status).toBe(200);
  const owner = await signedIn(admin);
  expect((await owner.post(`/api/punchcard/${customer.id}/reset`)).status).toBe(200);

  await signInAs(page, admin);
  await page.goto(`/admin/users/${customer.id}`);
  const punch = page.locator("[data-testid=timeline-entry][data-reason=token]");
  await punch.getByTestId("void-entry").click();
  await page.getByTestId("reason-input").fill("Refund");
  await page.getByTestId("void-entry-save").click();
  await expect(page.getByText("Entry Voided")).toBeVisible();
  await expect(
    page.getByText("−5 XP taken off. The punch stays: its card was already handed over."),
  ).toBeVisible();
  await expect(page.getByTestId("customer-punches")).toHaveText("0 / 10");
});

test("blocking and unblocking a customer's earning appear on their timeline", async ({
  page,
  admin,
}) => {
  const customer = await createUser({ punches: 1 });
  await signInAs(page, admin);
  await page.goto(`/admin/users/${customer.id}`);
  await page.getByTestId("block-earning").click();
  await page.getByTestId("confirm-block").click();
  const standing = page.getByTestId("timeline-standing");
  await expect(standing).toHaveCount(1);
  await expect(standing.first()).toHaveAttribute("data-action", "block");
  await expect(standing.first()).toContainText("Earning blocked");
  await expect(standing.first()).toContainText(`by ${admin.username}`);

  await page.getByTestId("unblock-earning").click();
  await expect(standing).toHaveCount(2);
  // Newest first, above the entry of the punch the customer came with.
  await expect(standing.first()).toHaveAttribute("data-action", "unblock");
  const items = page.getByTestId("timeline").locator("> li");
  await expect(items.nth(0)).toHaveAttribute("data-action", "unblock");
  await expect(items.nth(1)).toHaveAttribute("data-action", "block");
  await expect(items.nth(2)).toHaveAttribute("data-testid", "timeline-entry");
  await page.reload();
  await expect(standing).toHaveCount(2);
});
