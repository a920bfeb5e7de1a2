import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createUser, signedIn, uniqueName } from "../support/api";
import { longName } from "../support/long-names";
import { insertProduct, insertToken } from "../support/rewards";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { DIR, SIZES, snap } from "./shoot";

test("the Codes screen's labels, on screen and printed", async ({ page }) => {
  const productId = await insertProduct({ name: longName("Oat flat white ") });
  await signInAs(page, await createUser({ role: "staff" }));
  await page.goto("/counter/codes");
  await page.getByTestId("code-product").selectOption(productId);
  await page.getByTestId("code-quantity").fill("6");
  await page.getByTestId("generate-codes").click();
  await expect(page.getByTestId("code-label")).toHaveCount(6);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await expect(page.getByTestId("code-label").locator("img")).toHaveCount(6);
    await snap(page, `counter-codes-labels-${size}.png`);
  }
  await page.emulateMedia({ media: "print" });
  await snap(page, "counter-codes-print.png");
  writeFileSync(join(DIR, "code-labels.pdf"), await page.pdf({ format: "A4" }));
  await page.emulateMedia({ media: "screen" });
});

test("a customer's timeline with a block, an unblock and a void of a handed-over punch", async ({
  page,
  admin,
}) => {
  const customer = await createUser({ username: uniqueName("standing"), punches: 9, xp: 40 });
  const token = await insertToken();
  expect((await (await signedIn(customer)).post("/api/token/use", { tokenId: token })).status).toBe(
    200,
  );
  const owner = await signedIn(admin);
  expect((await owner.post(`/api/punchcard/${customer.id}/reset`)).status).toBe(200);
  await signInAs(page, admin);
  await page.goto(`/admin/users/${customer.id}`);
  await page.getByTestId("block-earning").click();
  await page.getByTestId("confirm-block").click();
  await expect(page.getByTestId("timeline-standing")).toHaveCount(1);
  await page.getByTestId("unblock-earning").click();
  await expect(page.getByTestId("timeline-standing")).toHaveCount(2);
  const punch = page.locator("[data-testid=timeline-entry][data-reason=token]");
  await punch.getByTestId("void-entry").click();
  await page.getByTestId("reason-input").fill("Refunded at the till");
  await page.getByTestId("void-entry-save").click();
  await expect(page.getByText("The punch stays: its card was already handed over.")).toBeVisible();
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await snap(page, `admin-user-standing-${size}.png`, { fullPage: false });
    await snap(page, `admin-user-standing-full-${size}.png`);
  }
});

test("the users list with a staff member, and Create User with its name field", async ({
  page,
  admin,
}) => {
  const staff = await createUser({ role: "staff", username: longName("till") });
  await signInAs(page, admin);
  await page.goto("/admin/users");
  await page.getByTestId("users-search").fill(staff.username);
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await snap(page, `admin-users-staff-${size}.png`);
  }
});
