import { createUser } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { shoot, SIZES, snap } from "./shoot";

test("the customer's Your data card and the delete dialog", async ({ page }) => {
  await signInAs(page, await createUser({ xp: 40, punches: 3 }));
  await shoot(page, "my-data-profile", "/user/profile");
  await expect(page.getByTestId("download-my-data")).toBeVisible();
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto("/user/profile");
    await page.getByTestId("delete-my-account").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await snap(page, `my-data-delete-dialog-${size}.png`, { fullPage: false });
  }
});
