import { createUser } from "../support/api";
import { customerWithCard } from "../support/program-state";
import { expectToast } from "./support/admin-pages";
import { expect, signInAs, test } from "./support/fixtures";

// A café's card of 8: a cookie at 4, a coffee at its end, on the customer's own card (the
// shop's program, which other files read, stays as it is).
const CAFE = [
  { at: 4, name: "Free cookie" },
  { at: 8, name: "Free coffee" },
];

test("an admin clearing an unfinished card is told the punches it loses; the entry names them", async ({
  page,
  admin,
}) => {
  const customer = await customerWithCard({ size: 8, punches: 3, rewards: CAFE });
  await signInAs(page, admin);
  await page.goto(`/admin/users/${customer.id}`);
  await page.getByTestId("user-reset").click();
  const dialog = page.getByTestId("reset-card-dialog");
  await expect(dialog).toContainText("This card is not finished: clearing it loses its 3 punches.");
  await page.getByTestId("reset-card-confirm").click();
  await expectToast(page, "Punchcard Reset");
  const reset = page.locator('[data-testid="timeline-entry"][data-reason="card_reset"]');
  await expect(reset).toContainText("3 punches lost with the unfinished card");
});

test("staff hand over an early reward at the counter and the card stays", async ({ page }) => {
  const staff = await createUser({ role: "staff" });
  const customer = await customerWithCard({ size: 8, punches: 4, rewards: CAFE });
  await signInAs(page, staff);
  await page.goto("/counter/customers");
  await page.getByTestId("lookup-username").fill(customer.username);
  await page.getByTestId("lookup-submit").click();
  await expect(page.getByTestId("customer-punches")).toHaveText("4 / 8");
  await page.getByTestId("hand-over").click();
  await page.getByTestId("confirm-hand-over").click();
  await expectToast(page, "Reward handed over");
  await expect(page.getByTestId("customer-punches")).toHaveText("4 / 8");
  await expect(page.getByTestId("hand-over")).toHaveCount(0);
});
