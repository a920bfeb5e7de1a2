import { png } from "../support/catalog";
import { BASE_URL } from "../support/api";
import { CatalogSeed, unique } from "./support/catalog";
import { expect, signInAs, test } from "./support/fixtures";
import { AdminProductsPage, ShopPage, toast } from "./support/shop-page";

test.describe("an admin stocks the shop and a customer orders", () => {
  test("category, product with image, gallery and flavors; found, zoomed, carted, reloaded and checked out", async ({
    browser,
    admin,
    customer,
  }) => {
    test.setTimeout(120_000);
    const category = unique("Sodas");
    const name = unique("Fizzy Mango");

    // The admin creates a category on the categories screen.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInAs(adminPage, admin);
    await adminPage.goto("/admin/categories");
    await adminPage.getByTestId("c-name").fill(category);
    await adminPage.getByTestId("c-description").fill("Bubbly drinks");
    await adminPage.getByTestId("c-submit").click();
    await expect(toast(adminPage, "Category Created")).toBeVisible();
    await expect(
      adminPage.getByTestId("category-column").filter({ hasText: category }),
    ).toBeVisible();

    // …and a product with an uploaded image, a gallery (one uploaded, one by address) and flavors.
    const seed = await CatalogSeed.start();
    const byAddress = await seed.image([60, 140, 220], 300);
    await seed.dispose();
    const products = new AdminProductsPage(adminPage);
    await products.goto();
    await adminPage.getByTestId("p-name").fill(name);
    await adminPage.getByTestId("p-description").fill("Sparkling mango soda");
    await adminPage.getByTestId("p-details").fill("Contains real fruit.");
    await adminPage.getByTestId("image-file").setInputFiles({
      name: "main.png",
      mimeType: "image/png",
      buffer: png(400, 400, { rgb: [240, 150, 60], gradient: true }),
    });
    await expect(adminPage.getByRole("button", { name: "Replace Image" })).toBeVisible();
    await adminPage.getByTestId("gallery-file").setInputFiles({
      name: "side.png",
      mimeType: "image/png",
      buffer: png(300, 300, { rgb: [150, 90, 220], gradient: true }),
    });
    await expect(adminPage.getByTestId("gallery-grid").locator("li")).toHaveCount(1);
    await adminPage.getByTestId("gallery-url").fill("   ");
    await adminPage.getByTestId("gallery-add").click();
    await expect(adminPage.getByTestId("gallery-grid").locator("li")).toHaveCount(1);
    await adminPage.getByTestId("gallery-url").fill(byAddress);
    await adminPage.getByTestId("gallery-add").click();
    await expect(adminPage.getByTestId("gallery-grid").locator("li")).toHaveCount(2);
    await adminPage.getByTestId("p-flavors").fill(" Mint , Lime,, Berry ");
    await adminPage.getByTestId("p-stock").fill("5");
    await adminPage.getByTestId("p-category").selectOption({ label: category });
    await adminPage.getByTestId("p-price").fill("12.50");
    await adminPage.getByTestId("p-deal").fill("10");
    await adminPage.getByTestId("p-submit").click();
    await expect(toast(adminPage, "Product Added")).toBeVisible();
    const row = products.row(name);
    await expect(row).toContainText("5 in stock");
    await expect(row).toContainText("2 in gallery");
    await expect(row).toContainText("3 flavors");

    // The customer finds it under its category's tab.
    const context = await browser.newContext();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    const page = await context.newPage();
    await signInAs(page, customer);
    const shop = new ShopPage(page);
    await shop.goto();
    await shop.tab(category).click();
    await expect(shop.tab(category)).toContainText("1");
    await expect(page.getByTestId("product-card")).toHaveCount(1);
    const card = shop.card(name);
    await expect(card.getByTestId("deal-badge")).toHaveText("DEAL!");
    await expect(card.getByTestId("gallery-count")).toContainText("3");
    await expect(card.getByTestId("stock-badge")).toHaveText("5 in stock");
    await expect(card.getByTestId("category-badge")).toHaveText(category);
    await expect(card.getByTestId("price-current")).toHaveText("$10.00");
    await expect(card.getByTestId("price-original")).toContainText("$12.50");
    await expect(card.getByTestId("price-save")).toHaveText("Save $2.50");
    await expect(card.getByTestId("card-flavors")).toContainText("Mint");

    // The detail dialog: gallery, counter, next, zoom with arrow keys, Escape closes only the zoom.
    await shop.openDetails(name);
    const detail = page.getByTestId("product-detail");
    await expect(detail.getByRole("heading", { name })).toBeVisible();
    await expect(detail.getByTestId("gallery-counter")).toHaveText("1 / 3");
    await detail.getByTestId("gallery-next").click();
    await expect(detail.getByTestId("gallery-counter")).toHaveText("2 / 3");
    await expect(detail.getByTestId("detail-flavors")).toContainText("Berry");
    await detail.getByRole("button", { name: "Additional Details" }).click();
    await expect(detail.getByTestId("additional-details")).toContainText("Contains real fruit.");
    await expect(detail.getByTestId("additional-details")).toContainText("Units in stock: 5");
    await detail.getByTestId("gallery-zoom").click();
    const zoom = page.getByTestId("zoom-dialog");
    await expect(zoom).toBeVisible();
    await expect(zoom.getByTestId("zoom-counter")).toHaveText("2 / 3");
    await page.keyboard.press("ArrowRight");
    await expect(zoom.getByTestId("zoom-counter")).toHaveText("3 / 3");
    await page.keyboard.press("ArrowRight");
    await expect(zoom.getByTestId("zoom-counter")).toHaveText("1 / 3");
    await page.keyboard.press("ArrowLeft");
    await expect(zoom.getByTestId("zoom-counter")).toHaveText("3 / 3");
    await page.keyboard.press("Escape");
    await expect(zoom).toBeHidden();
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId("gallery-counter")).toHaveText("3 / 3");
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();

    // Two flavors into the cart; a flavor is required first.
    await card.getByTestId("add-to-cart").click();
    await page.getByTestId("confirm-add-to-cart").click();
    await expect(toast(page, "Select a Flavor")).toContainText(
      "Please choose a flavor before adding to cart",
    );
    await page.getByTestId("flavor-select").selectOption("Mint");
    await page.getByTestId("qty-plus").click();
    await expect(page.getByTestId("subtotal")).toHaveText("$20.00");
    await page.getByTestId("confirm-add-to-cart").click();
    await expect(toast(page, "Added to Cart!")).toBeVisible();
    await shop.addToCart(name, { flavor: "Lime" });
    await expect(shop.cartCount()).toHaveText("3");

    // The cart survives a reload.
    await page.reload();
    await expect(shop.cartCount()).toHaveText("3");
    await shop.openCart();
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText("Mint · 2 × $10.00");
    await expect(lines.nth(0).getByTestId("cart-line-total")).toHaveText("$20.00");
    await expect(lines.nth(1)).toContainText("Lime · 1 × $10.00");
    await expect(page.getByTestId("cart-total")).toHaveText("$30.00");

    // Checkout: copy the order text, 'Copied!' for 2 s, and the owner's profile link.
    await page.getByTestId("checkout").click();
    const checkout = page.getByTestId("checkout-dialog");
    await expect(checkout.getByRole("heading", { name: "Complete Your Order!" })).toBeVisible();
    await checkout.getByTestId("copy-order").click();
    await expect(checkout.getByTestId("copy-order")).toHaveText("Copied!");
    await expect(toast(page, "Order Copied!")).toBeVisible();
    const expected = [
      "Order for Punchcard",
      `Username: ${customer.username}`,
      "",
      `1. ${name} (Mint) x 2 = $20.00`,
      `2. ${name} (Lime) x 1 = $10.00`,
      "",
      "Total: $30.00",
    ].join("\n");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(checkout.getByTestId("copy-order")).toHaveText("Copy Order Details");
    const link = checkout.getByTestId("open-messaging");
    await expect(link).toHaveAttribute("href", "https://www.instagram.com/punchcard.shop");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toContainText("Open Instagram");

    await adminContext.close();
    await context.close();
  });
});

test("a tap whose press loads the cart panel's code still opens the panel", async ({
  page,
  customer,
}) => {
  await signInAs(page, customer);
  await new ShopPage(page).goto();
  const button = page.getByTestId("cart-button");
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // The press starts loading the panel; the finger lifts only once its code has arrived. Had
  // the button been replaced by the panel's meanwhile, the browser would drop the click.
  await expect(page.getByTestId("shop")).toHaveAttribute("data-panels", "pending");
  await page.mouse.down();
  await expect(page.getByTestId("shop")).toHaveAttribute("data-panels", "loaded");
  await page.mouse.up();
  await expect(page.getByTestId("cart-panel")).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
});
