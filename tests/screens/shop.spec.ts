import { createUser } from "../support/api";
import { insertProduct } from "../support/rewards";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { shoot } from "./shoot";

test("customer shop screens", async ({ page }) => {
  for (const name of ["Mango Chew", "Berry Bites", "Lime Fizz"]) await insertProduct({ name });
  const customer = await createUser();
  await signInAs(page, customer);
  await shoot(page, "products", "/user/products");
  await page.getByTestId("cart-button").click();
  await expect(page.getByTestId("cart-panel")).toBeVisible();
  await shoot(page, "products-cart");
  await page.keyboard.press("Escape");
  await page.getByTestId("add-to-cart").first().click();
  await expect(page.getByTestId("add-to-cart-dialog")).toBeVisible();
  await shoot(page, "products-add");
});
