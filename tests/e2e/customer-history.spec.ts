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
