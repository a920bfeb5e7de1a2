import { CatalogSeed, unique } from "../e2e/support/catalog";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { shoot, SIZES, snap } from "./shoot";

// Screenshots of every catalogue screen at phone and desktop size, for a person to look at.
const sizes = Object.entries(SIZES).map(([name, size]) => ({ name, ...size }));

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const seed = await CatalogSeed.start();
  const drinks = await seed.category(unique("Drinks"), "Cold and fresh");
  const snacks = await seed.category(unique("Snacks"));
  const purple = await seed.image([150, 90, 220]);
  const orange = await seed.image([240, 150, 60]);
  const green = await seed.image([80, 180, 120]);
  await seed.product({
    name: "Mango Tango Cooler",
    description: "A bright mango drink with a hint of lime and mint.",
    detailedDescription: "Made fresh every morning. Best served cold.",
    imageUrl: orange,
    images: [purple, green],
    flavors: ["Mango", "Lime", "Mint", "Berry", "Peach"],
    stock: 12,
    price: 19.99,
    dealPrice: 14.5,
    category: drinks.id,
  });
  await seed.product({
    name: "Berry Bites",
    description: "Chewy berry squares.",
    imageUrl: purple,
    flavors: ["Berry"],
    stock: 3,
    price: 6,
    category: snacks.id,
  });
  await seed.product({
    name: "Green Crunch",
    description: "Crispy greens with sea salt.",
    imageUrl: green,
    stock: 0,
    price: 4.25,
    category: snacks.id,
  });
  await seed.product({
    name: "Plain Jar",
    description: "No picture yet, no category.",
    stock: 8,
    price: 2.5,
  });
  await seed.product({
    name: "Secret Stock",
    description: "Hidden from customers.",
    stock: 1,
    price: 99,
    hidden: true,
  });
  await seed.dispose();
});

for (const size of sizes) {
  test(`customer shop at ${size.name} size`, async ({ page, customer }) => {
    await page.setViewportSize(size);
    await signInAs(page, customer);
    await page.goto("/user/products");
    await expect(page.getByRole("heading", { name: "Our Products" })).toBeVisible();
    await expect(page.getByText("Secret Stock")).toHaveCount(0);
    await snap(page, `catalog-shop-${size.name}.png`);

    await page
      .getByTestId("product-card")
      .filter({ hasText: "Mango Tango Cooler" })
      .getByRole("button", { name: /View details/ })
      .click();
    await expect(page.getByTestId("product-detail")).toBeVisible();
    await snap(page, `catalog-detail-${size.name}.png`, { fullPage: false });
    await page.getByText("Additional Details").click();
    await snap(page, `catalog-detail-more-${size.name}.png`, { fullPage: false });
    await page.getByTestId("gallery-zoom").click();
    await expect(page.getByTestId("zoom-dialog")).toBeVisible();
    await snap(page, `catalog-zoom-${size.name}.png`, { fullPage: false });
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("zoom-dialog")).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("product-detail")).toBeHidden();

    await page
      .getByTestId("product-card")
      .filter({ hasText: "Mango Tango Cooler" })
      .getByTestId("add-to-cart")
      .click();
    await page.getByTestId("flavor-select").selectOption("Mint");
    await page.getByTestId("qty-plus").click();
    await snap(page, `catalog-add-to-cart-${size.name}.png`, { fullPage: false });
    await page.getByTestId("confirm-add-to-cart").click();
    await page.getByTestId("cart-button").click();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await snap(page, `catalog-cart-${size.name}.png`, { fullPage: false });
    await page.getByTestId("checkout").click();
    await expect(page.getByRole("heading", { name: "Complete Your Order!" })).toBeVisible();
    await snap(page, `catalog-checkout-${size.name}.png`, { fullPage: false });
  });

  test(`admin screens at ${size.name} size`, async ({ page, admin }) => {
    await page.setViewportSize(size);
    await signInAs(page, admin);
    for (const screen of ["products", "categories"]) {
      await page.goto(`/admin/${screen}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await snap(page, `catalog-admin-${screen}-${size.name}.png`);
    }
  });
}

test("the inventory calculator with a healthy line, three small ones and a thin margin", async ({
  page,
  admin,
}) => {
  await signInAs(page, admin);
  for (const [productName, unitPrice, quantity, fillAmount, sellPrice] of [
    ["Glass jar", 3.5, 10, 2, 12],
    ["Dime 1", 0.1, 1, 0, 0.3],
    ["Dime 2", 0.1, 1, 0, 0.3],
    ["Dime 3", 0.1, 1, 0, 0.3],
    ["Thin", 10, 10, 1, 11],
  ] as const) {
    const added = await page.request.post("/api/inventory", {
      data: { productName, unitPrice, quantity, fillAmount, sellPrice },
    });
    expect(added.status()).toBe(201);
  }
  await shoot(page, "catalog-admin-inventory", "/admin/inventory");
});
