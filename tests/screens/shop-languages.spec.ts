import { sql } from "../support/api";
import { CatalogSeed, unique } from "../e2e/support/catalog";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

// The shop and the admin's catalogue screens in Arabic (mirrored) on a phone and in German
// (long words) on a desktop, priced in euros: for a person to look at.

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await sql().query("update shop_settings set currency = 'EUR'");
  const seed = await CatalogSeed.start();
  const drinks = await seed.category(unique("Getränke"), "Kalt und frisch");
  const purple = await seed.image([150, 90, 220]);
  const orange = await seed.image([240, 150, 60]);
  await seed.product({
    name: "Mango Tango Cooler",
    description: "A bright mango drink with a hint of lime and mint.",
    detailedDescription: "Made fresh every morning.",
    imageUrl: orange,
    images: [purple],
    flavors: ["Mango", "Lime", "Mint", "Berry", "Peach"],
    stock: 12,
    price: 19.99,
    dealPrice: 14.5,
    category: drinks.id,
  });
  await seed.product({ name: "Plain Jar", description: "No picture yet.", stock: 0, price: 4.5 });
  const item = await seed.api.post("/api/inventory", {
    data: { productName: "Mango", unitPrice: 3, quantity: 4, fillAmount: 1, sellPrice: 9 },
  });
  expect(item.ok()).toBe(true);
  await seed.dispose();
});

test.afterAll(async () => {
  await sql().query("update shop_settings set currency = 'USD'");
});

const shots = [
  { locale: "ar", size: "phone", dir: "rtl", heading: "منتجاتنا", checkout: "أكمل طلبك!" },
  {
    locale: "de",
    size: "desktop",
    dir: "ltr",
    heading: "Unsere Produkte",
    checkout: "Schließe deine Bestellung ab!",
  },
] as const;

for (const shot of shots) {
  test.describe(`in ${shot.locale}`, () => {
    test.use({ locale: shot.locale, viewport: SIZES[shot.size] });
    const name = (screen: string) => `shop-${shot.locale}-${screen}-${shot.size}.png`;

    test("the customer's shop, cart and checkout", async ({ page, customer }) => {
      await signInAs(page, customer);
      await page.goto("/user/products");
      await expect(page.locator("html")).toHaveAttribute("dir", shot.dir);
      await expect(page.getByRole("heading", { name: shot.heading })).toBeVisible();
      await snap(page, name("products"));

      const card = page.getByTestId("product-card").filter({ hasText: "Mango Tango Cooler" });
      await card.getByRole("button").first().click();
      await expect(page.getByTestId("product-detail")).toBeVisible();
      await snap(page, name("detail"), { fullPage: false });
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("product-detail")).toBeHidden();

      await card.getByTestId("add-to-cart").click();
      await page.getByTestId("flavor-select").selectOption("Mint");
      await page.getByTestId("qty-plus").click();
      await snap(page, name("add"), { fullPage: false });
      await page.getByTestId("confirm-add-to-cart").click();
      await page.getByTestId("cart-button").click();
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      await expect(page.getByTestId("cart-total")).toContainText("€");
      await snap(page, name("cart"), { fullPage: false });
      await page.getByTestId("checkout").click();
      await expect(page.getByRole("heading", { name: shot.checkout })).toBeVisible();
      await snap(page, name("checkout"), { fullPage: false });
    });

    test("the admin's products, categories and inventory", async ({ page, admin }) => {
      await signInAs(page, admin);
      for (const screen of ["products", "categories", "inventory"]) {
        await page.goto(`/admin/${screen}`);
        await expect(page.locator("html")).toHaveAttribute("dir", shot.dir);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (screen === "inventory")
          await expect(page.getByTestId("inventory-summary")).toBeVisible();
        await snap(page, name(`admin-${screen}`));
      }
    });
  });
}
