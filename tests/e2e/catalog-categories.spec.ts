import type { Locator, Page } from "@playwright/test";
import { CatalogSeed, unique } from "./support/catalog";
import { expect, signInAs, test } from "./support/fixtures";
import { toast } from "./support/shop-page";

let seed: CatalogSeed;
test.beforeAll(async () => {
  seed = await CatalogSeed.start();
});
test.afterAll(async () => seed.dispose());

const column = (page: Page, name: string) =>
  page
    .getByTestId("category-column")
    .filter({ has: page.getByTestId("category-name").getByText(name, { exact: true }) });
const chip = (page: Page, name: string) =>
  page.getByTestId("draggable-product").filter({ hasText: name });

async function categoryOf(id: string): Promise<string | null> {
  return (await (await seed.api.get(`/api/products/${id}`)).json()).category;
}

/** Picks the product up, scrolls the target into view as a person would, and drops it there. */
async function mouseDrag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await to.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.waitForTimeout(100);
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(40, b.height / 2), { steps: 12 });
  await expect(to).toHaveAttribute("data-over", "true");
  await page.mouse.up();
}

/** Arranges two categories and one product in the first; opens the screen at the given size. */
async function arrange(
  page: Page,
  admin: { username: string; password: string },
  size = { width: 1280, height: 1000 },
) {
  // One shared token: the two sort next to each other whatever else exists.
  const token = unique("Aisle");
  const first = await seed.category(`${token} 1`);
  const second = await seed.category(`${token} 2`);
  const product = await seed.product({ name: unique("Mover"), category: first.id });
  await page.setViewportSize(size);
  await signInAs(page, admin);
  await page.goto("/admin/categories");
  await expect(column(page, first.name)).toBeVisible();
  await column(page, first.name).evaluate((el) => el.scrollIntoView({ block: "start" }));
  return { first, second, product };
}

test.describe("moving products between categories", () => {
  test("with a mouse, and dropping on its own category does nothing", async ({ page, admin }) => {
    const { first, second, product } = await arrange(page, admin);
    await mouseDrag(page, chip(page, product.name), column(page, first.name));
    await page.waitForTimeout(500);
    await expect(toast(page, "Product Moved")).toHaveCount(0);
    expect(await categoryOf(product.id)).toBe(first.id);

    await mouseDrag(page, chip(page, product.name), column(page, second.name));
    await expect(toast(page, "Product Moved")).toBeVisible();
    await expect(column(page, second.name).getByText(product.name)).toBeVisible();
    await expect(column(page, second.name).getByTestId("category-count")).toHaveText("1");
    await expect(column(page, first.name).getByTestId("category-count")).toHaveText("0");
    await expect.poll(() => categoryOf(product.id)).toBe(second.id);

    await mouseDrag(page, chip(page, product.name), column(page, "Uncategorized Products"));
    await expect.poll(() => categoryOf(product.id)).toBeNull();
  });

  test("with the keyboard", async ({ page, admin }) => {
    const { first, second, product } = await arrange(page, admin);
    const ids = await page
      .getByTestId("category-column")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-category-id")!));
    const from = ids.indexOf(first.id);
    const to = ids.indexOf(second.id);
    await chip(page, product.name).focus();
    await page.keyboard.press("Space");
    await expect(chip(page, product.name)).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(`[data-category-id="${first.id}"]`)).toHaveAttribute(
      "data-over",
      "true",
    );
    // Each arrow key jumps to the next category in screen order.
    for (let at = from; at !== to;) {
      at += to > from ? 1 : -1;
      await page.keyboard.press(to > from ? "ArrowRight" : "ArrowLeft");
      await expect(page.locator(`[data-category-id="${ids[at]}"]`)).toHaveAttribute(
        "data-over",
        "true",
      );
    }
    await page.keyboard.press("Space");
    await expect(toast(page, "Product Moved")).toBeVisible();
    await expect.poll(() => categoryOf(product.id)).toBe(second.id);
  });

  test("with a finger on a phone (press, hold, drag)", async ({ browser, admin }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const { second, product } = await arrange(page, admin, { width: 390, height: 844 });
    // One column per row on a phone: the target is right under the source, both on screen.
    const from = (await chip(page, product.name).boundingBox())!;
    const to = (await column(page, second.name).boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x, y }],
      });
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const end = { x: to.x + to.width / 2, y: Math.min(to.y + 40, 830) };
    await touch("touchStart", start.x, start.y);
    await page.waitForTimeout(350);
    for (let i = 1; i <= 10; i++) {
      await touch(
        "touchMove",
        start.x + ((end.x - start.x) * i) / 10,
        start.y + ((end.y - start.y) * i) / 10,
      );
      await page.waitForTimeout(20);
    }
    await expect(column(page, second.name)).toHaveAttribute("data-over", "true");
    await touch("touchEnd", end.x, end.y);
    await expect(toast(page, "Product Moved")).toBeVisible();
    await expect.poll(() => categoryOf(product.id)).toBe(second.id);
    await context.close();
  });
});

test.describe("category management", () => {
  test("create, rename, and delete with confirmation leaving its products uncategorized", async ({
    page,
    admin,
  }) => {
    const { first, product } = await arrange(page, admin);
    await page.getByTestId("c-submit").click();
    await expect(toast(page, "Error")).toContainText("Category name is required");

    await column(page, first.name).getByTestId("edit-category").click();
    const renamed = unique("Renamed");
    await page.getByTestId("c-name").fill(renamed);
    await page.getByTestId("c-submit").click();
    await expect(toast(page, "Category Updated")).toBeVisible();
    await expect(column(page, renamed)).toBeVisible();

    await column(page, renamed).getByTestId("delete-category").click();
    await expect(page.getByRole("alertdialog")).toContainText(
      "Its 1 product stays in the shop, uncategorized.",
    );
    await page.getByTestId("confirm-delete-category").click();
    await expect(toast(page, "Category Deleted")).toBeVisible();
    await expect(column(page, renamed)).toHaveCount(0);
    await expect(column(page, "Uncategorized Products").getByText(product.name)).toBeVisible();
    expect(await categoryOf(product.id)).toBeNull();
  });
});
