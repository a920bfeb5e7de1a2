import { fakeMp4, png } from "../support/catalog";
import { CatalogSeed, unique } from "./support/catalog";
import { expect, signInAs, test } from "./support/fixtures";
import { jpegSize } from "./support/jpeg";
import { AdminProductsPage, ShopPage, toast } from "./support/shop-page";

let seed: CatalogSeed;
test.beforeAll(async () => {
  seed = await CatalogSeed.start();
});
test.afterAll(async () => seed.dispose());

test.describe("out of stock and hidden products", () => {
  test("an empty shelf reads 'Out of Stock' and a hidden product never shows", async ({
    page,
    customer,
  }) => {
    const out = await seed.product({ name: unique("Sold Out"), stock: 0 });
    const hidden = await seed.product({ name: unique("Hidden Gem"), hidden: true });
    await signInAs(page, customer);
    const shop = new ShopPage(page);
    await shop.goto();
    const card = shop.card(out.name);
    await expect(card.getByTestId("stock-badge")).toHaveText("Out of stock");
    await expect(card.getByTestId("add-to-cart")).toBeDisabled();
    await expect(card.getByTestId("add-to-cart")).toHaveText("Out of Stock");
    await expect(page.getByText(hidden.name)).toHaveCount(0);
    await expect(page.getByTestId("back")).toHaveAttribute("href", "/user/dashboard");
  });

  test("an admin hides and shows a product; the customer's cart drops it when opened", async ({
    browser,
    admin,
    customer,
  }) => {
    const product = await seed.product({ name: unique("Now You See Me"), stock: 4, price: 3 });
    const customerPage = await (await browser.newContext()).newPage();
    await signInAs(customerPage, customer);
    const shop = new ShopPage(customerPage);
    await shop.goto();
    await shop.addToCart(product.name, { quantity: 2 });
    await expect(shop.cartCount()).toHaveText("2");

    const adminPage = await (await browser.newContext()).newPage();
    await signInAs(adminPage, admin);
    const products = new AdminProductsPage(adminPage);
    await products.goto();
    await products.row(product.name).getByTestId("toggle-hidden").click();
    await expect(toast(adminPage, "Product Hidden")).toBeVisible();
    await expect(products.row(product.name).getByTestId("hidden-badge")).toBeVisible();
    await expect(products.row(product.name).getByTestId("toggle-hidden")).toHaveText("Show");

    await shop.openCart();
    await expect(toast(customerPage, "Cart updated")).toBeVisible();
    await expect(customerPage.getByTestId("cart-line")).toHaveCount(0);
    await expect(customerPage.getByTestId("cart-empty")).toBeVisible();
    await customerPage.reload();
    await expect(shop.card(product.name)).toHaveCount(0);

    await products.row(product.name).getByTestId("toggle-hidden").click();
    await expect(toast(adminPage, "Product Shown")).toBeVisible();
    await customerPage.reload();
    await expect(shop.card(product.name)).toBeVisible();
  });

  test("opening the cart follows lower stock and new prices", async ({ page, customer }) => {
    const product = await seed.product({ name: unique("Price Change"), stock: 6, price: 5 });
    await signInAs(page, customer);
    const shop = new ShopPage(page);
    await shop.goto();
    await shop.addToCart(product.name, { quantity: 4 });
    await seed.api.put(`/api/products/${product.id}`, {
      data: { stock: 2, price: 8, dealPrice: 7.25 },
    });
    await shop.openCart();
    await expect(page.getByTestId("cart-line")).toContainText("No flavor · 2 × $7.25");
    await expect(page.getByTestId("cart-total")).toHaveText("$14.50");
    await expect(shop.cartCount()).toHaveText("2");
  });
});

test.describe("add to cart and checkout rules", () => {
  test("steppers stop at 1 and at the stock, and the stock already in the cart counts", async ({
    page,
    customer,
  }) => {
    const product = await seed.product({
      name: unique("Only Three"),
      stock: 3,
      price: 2,
      flavors: ["Cola", "Lemon"],
    });
    await signInAs(page, customer);
    const shop = new ShopPage(page);
    await shop.goto();

    // An empty cart cannot be checked out.
    await shop.openCart();
    await page.getByTestId("checkout").click();
    await expect(toast(page, "Cart is Empty")).toContainText("Add some items to your cart first");
    await page.keyboard.press("Escape");

    await shop.card(product.name).getByTestId("add-to-cart").click();
    const dialog = page.getByTestId("add-to-cart-dialog");
    await expect(dialog.getByTestId("qty-minus")).toBeDisabled();
    await dialog.getByTestId("qty-plus").click();
    await dialog.getByTestId("qty-plus").click();
    await expect(dialog.getByTestId("qty-input")).toHaveValue("3");
    await expect(dialog.getByTestId("qty-plus")).toBeDisabled();
    await expect(dialog.getByTestId("qty-minus")).toBeEnabled();
    // Typed numbers are clamped between 1 and the stock when the field is left.
    await dialog.getByTestId("qty-input").fill("9");
    await dialog.getByTestId("qty-input").blur();
    await expect(dialog.getByTestId("qty-input")).toHaveValue("3");
    await dialog.getByTestId("qty-input").fill("0");
    await dialog.getByTestId("qty-input").blur();
    await expect(dialog.getByTestId("qty-input")).toHaveValue("1");
    await dialog.getByTestId("qty-input").fill("2");
    await dialog.getByTestId("flavor-select").selectOption("Cola");
    await dialog.getByTestId("confirm-add-to-cart").click();
    await expect(toast(page, "Added to Cart!")).toBeVisible();
    // The first dialog is gone (with reduced motion, at once) before the card is clicked again.
    await expect(dialog).toBeHidden();
    await shop.card(product.name).getByTestId("add-to-cart").click();
    await expect(dialog).toBeVisible();
    await dialog.getByTestId("flavor-select").selectOption("Lemon");
    await dialog.getByTestId("qty-plus").click();
    await dialog.getByTestId("confirm-add-to-cart").click();
    await expect(toast(page, "Not Enough Stock")).toContainText("Only 1 items available");
    await expect(dialog).toBeVisible();
  });
});

test.describe("media", () => {
  test("a large photo is compressed to a JPEG within 1920 px and 2 MB before upload", async ({
    page,
    admin,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, admin);
    await new AdminProductsPage(page).goto();
    const big = png(2400, 1000, { noise: true });
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith("/api/upload") && r.request().method() === "POST",
    );
    await page
      .getByTestId("image-file")
      .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
    const answer = await uploaded;
    expect(answer.status()).toBe(201);
    const { url } = await answer.json();
    const served = await page.request.get(url);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    const body = await served.body();
    expect(body.length).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(jpegSize(body)).toEqual({ width: 1920, height: 800 });
  });

  test("the admin sees the exact refusals for files that are not what they claim", async ({
    page,
    admin,
  }) => {
    await signInAs(page, admin);
    await new AdminProductsPage(page).goto();
    await page
      .getByTestId("image-file")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(toast(page, "Upload Failed")).toContainText("Please upload an image file");
    await page.getByTestId("image-file").setInputFiles({
      name: "renamed.png",
      mimeType: "image/png",
      buffer: Buffer.from("I am text, honestly"),
    });
    await expect(toast(page, "Invalid file type. Only images are allowed.")).toBeVisible();
    await page
      .getByTestId("video-file")
      .setInputFiles({ name: "clip.png", mimeType: "image/png", buffer: png(2, 2) });
    await expect(toast(page, "Please upload a video file")).toBeVisible();
  });

  test("an uploaded video plays natively and a YouTube link is embedded", async ({
    browser,
    admin,
    customer,
  }) => {
    const adminPage = await (await browser.newContext()).newPage();
    await signInAs(adminPage, admin);
    const products = new AdminProductsPage(adminPage);
    await products.goto();
    const name = unique("Video Product");
    await adminPage.getByTestId("p-name").fill(name);
    await adminPage.getByTestId("p-description").fill("Watch it");
    await adminPage
      .getByTestId("video-file")
      .setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: fakeMp4(64 * 1024) });
    await expect(adminPage.getByTestId("video-url")).toHaveValue(/^\/uploads\//);
    await adminPage.getByTestId("p-stock").fill("2");
    await adminPage.getByTestId("p-price").fill("1");
    await adminPage.getByTestId("p-submit").click();
    await expect(toast(adminPage, "Product Added")).toBeVisible();
    const linked = await seed.product({
      name: unique("Linked Video"),
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
    });

    const page = await (await browser.newContext()).newPage();
    await signInAs(page, customer);
    const shop = new ShopPage(page);
    await shop.goto();
    await shop.openDetails(name);
    const video = page.getByTestId("product-detail").locator("video");
    await expect(video).toHaveAttribute("src", /^\/uploads\//);
    const range = await page.request.get((await video.getAttribute("src"))!, {
      headers: { range: "bytes=0-99" },
    });
    expect(range.status()).toBe(206);
    expect(range.headers()["content-type"]).toBe("video/mp4");
    await page.keyboard.press("Escape");
    await shop.openDetails(linked.name);
    await expect(page.getByTestId("product-detail").locator("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
  });

  test("cards load uploaded photos at phone sizes, and a broken picture falls back to the placeholder", async ({
    page,
    customer,
  }) => {
    const photo = await seed.image([200, 60, 90], 1200);
    const good = await seed.product({ name: unique("Sized Photo"), imageUrl: photo });
    const broken = await seed.product({
      name: unique("Broken Photo"),
      imageUrl: "/uploads/AAAAAAAAAAAAAAAAAAAAAA",
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, customer);
    const shop = new ShopPage(page);
    await shop.goto();
    const img = shop.card(good.name).getByTestId("product-image");
    await expect(img).toHaveAttribute("srcset", /\/_next\/image\?url=%2Fuploads%2F.*w=640/);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc))
      .toContain("w=640");
    const small = await page.request.get(
      `/_next/image?url=${encodeURIComponent(photo)}&w=640&q=75`,
      { headers: { accept: "image/webp" } },
    );
    expect(small.headers()["content-type"]).toBe("image/webp");
    const original = await page.request.get(photo);
    expect((await small.body()).length).toBeLessThan((await original.body()).length);
    await expect(shop.card(broken.name).getByTestId("product-image")).toHaveAttribute(
      "src",
      "/placeholder.svg",
    );
    // Out of the other tests' way (its picture is missing on purpose).
    await seed.api.put(`/api/products/${broken.id}`, { data: { hidden: true } });
  });
});
