import { sql } from "../support/api";
import { unique } from "./support/catalog";
import { expect, signInAs, test } from "./support/fixtures";
import { AdminProductsPage, toast } from "./support/shop-page";

// The shop's currency is shop-wide: every other file's prices would change with it, so this
// file runs in its own project after all the others (playwright.config.ts) and puts the dollar
// back when it ends.

test.afterAll(async () => {
  await sql().query("update shop_settings set currency = 'USD'");
});

/** A Spanish number with a no-break space before the euro sign, read as typed. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

test("an admin prices a product in euros; a Spanish customer's cart and order text say 4,50 €, and Arabic is mirrored", async ({
  page,
  browser,
  admin,
  customer,
}) => {
  await sql().query("update shop_settings set currency = 'EUR'");
  const name = unique("Café con leche");

  // The admin makes the product; the settings reach the app within a couple of seconds.
  await signInAs(page, admin);
  const products = new AdminProductsPage(page);
  await expect(async () => {
    await products.goto();
    await expect(page.getByText("Price (€) *")).toBeVisible({ timeout: 500 });
  }).toPass();
  await page.getByTestId("p-name").fill(name);
  await page.getByTestId("p-description").fill("Espresso and milk");
  await page.getByTestId("p-stock").fill("20");
  await page.getByTestId("p-price").fill("4.50");
  await page.getByTestId("p-submit").click();
  await expect(toast(page, "Product Added")).toBeVisible();

  // A customer whose phone reads Spanish puts it in the cart and checks out.
  const context = await browser.newContext({ locale: "es-ES" });
  const phone = await context.newPage();
  await signInAs(phone, customer);
  await phone.goto("/user/products");
  await expect(phone.locator("html")).toHaveAttribute("lang", "es");
  const card = phone
    .getByTestId("product-card")
    .filter({ has: phone.getByTestId("product-name").getByText(name, { exact: true }) });
  expect(plain(await card.getByTestId("price-current").textContent())).toBe("4,50 €");
  await card.getByTestId("add-to-cart").click();
  await phone.getByTestId("confirm-add-to-cart").click();
  await phone.getByTestId("cart-button").click();
  await expect(phone.getByTestId("cart-total")).toBeVisible();
  expect(plain(await phone.getByTestId("cart-total").textContent())).toBe("4,50 €");
  await phone.getByTestId("checkout").click();
  const order = phone.getByTestId("order-text");
  await expect(order).toContainText(name);
  const text = plain(await order.textContent());
  expect(text).toContain(`1. ${name} (Sin sabor) x 1 = 4,50 €`);
  expect(text).toContain("Total: 4,50 €");
  await context.close();

  // The same shop in Arabic: the page is mirrored.
  const arabic = await browser.newContext({ locale: "ar" });
  const arabicPhone = await arabic.newPage();
  await signInAs(arabicPhone, customer);
  await arabicPhone.goto("/user/products");
  await expect(arabicPhone.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(arabicPhone.getByTestId("product-card").first()).toHaveCSS("direction", "rtl");
  await arabic.close();
});
