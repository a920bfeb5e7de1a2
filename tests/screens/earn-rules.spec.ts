import { createUser, sql } from "../support/api";
import { insertCode, insertProduct, insertToken } from "../support/rewards";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { snap, SIZES } from "./shoot";

// A customer whose earning is paused (a per-customer rule, so no shop setting changes): the
// refusal as the dashboard's scan panel and the verify page show it.
test("earn rule refusals on the customer's screens", async ({ page }) => {
  const customer = await createUser({ punches: 3, xp: 120 });
  await sql().query("update users set earning_blocked_at = now() where id = $1", [customer.id]);
  await signInAs(page, customer);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto("/user/dashboard");
    await page.getByRole("tab", { name: "Enter Code" }).click();
    await page.getByTestId("token-input").fill(await insertToken());
    await page.getByTestId("add-punch").click();
    await expect(page.getByTestId("redeem-refusal")).toBeVisible();
    await snap(page, `dashboard-refused-${size}.png`);
    const code = await insertCode(await insertProduct({ name: "Mango Chew" }));
    await page.goto("/user/verify");
    await page.getByTestId("code-input").fill(code);
    await page.getByTestId("verify-submit").click();
    await expect(page.getByTestId("code-refused")).toBeVisible();
    await snap(page, `verify-refused-${size}.png`);
  }
});
