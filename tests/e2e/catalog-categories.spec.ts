import type { Locator, Page } from "@playwright/test";
import { CatalogSeed, unique } from "./support/catalog";
import { expect, hydrated, signInAs, test } from "./support/fixtures";
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

/**
 * Where a finger or mouse aims at `target`: the middle of its part on screen, after scrolling
 * it to the middle of the screen if it is not there already. Mid-screen keeps the pointer
 * away from the edges, where the board scrolls the page on its own during a drag.
 */
function aimAt(target: Locator) {
  return target.evaluate((el) => {
    const middle = [window.innerHeight * 0.4, window.innerHeight * 0.6] as const;
    const before = el.getBoundingClientRect();
    if (before.bottom < middle[0] || before.top > middle[1]) el.scrollIntoView({ block: "center" });
    const box = el.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    return { x: box.left + box.width / 2, y: (top + bottom) / 2 };
  });
}

/**
 * Moves the held product onto `target` until the board shows it as the drop target. The
 * page may still be scrolling (the board scrolls it near the edges), so each try aims anew;
 * no try depends on how fast the machine is.
 */
async function moveOnto(target: Locator, moveTo: (x: number, y: number) => Promise<void>) {
  await expect(async () => {
    const { x, y } = await aimAt(target);
    await moveTo(x, y);
    await expect(target).toHaveAttribute("data-over", "true", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Picks the product up with the mouse, carries it onto `to` and drops it there. */
async function mouseDrag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  // Past the 5 px a press must travel before it becomes a drag.
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10);
  await expect(from).toHaveAttribute("aria-pressed", "true");
  // The board goes by where the pointer is, not the way it came: one move is enough.
  await moveOnto(to, (x, y) => page.mouse.move(x, y));
  await page.mouse.up();
  await expect(page.locator("[data-over]")).toHaveCount(0);
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
    // Every move the screen asks the server for; a drop sends its request at once.
    const moves: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT" && request.url().endsWith(`/api/products/${product.id}`))
        moves.push(request.url());
    });
    await mouseDrag(page, chip(page, product.name), column(page, first.name));
    await mouseDrag(page, chip(page, product.name), column(page, second.name));
    await expect(toast(page, "Product Moved")).toBeVisible();
    // One request, the second drop's: the first asked for nothing.
    expect(moves).toHaveLength(1);
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
    // A page of its own: the fixture's goto, which waits for React, is not on it.
    await hydrated(page);
    const cdp = await context.newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x, y }],
      });
    const from = (await chip(page, product.name).boundingBox())!;
    let at = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await touch("touchStart", at.x, at.y);
    // Held still, the press becomes a drag.
    await expect(chip(page, product.name)).toHaveAttribute("aria-pressed", "true");
    await moveOnto(column(page, second.name), async (x, y) => {
      await touch("touchMove", x, y);
      at = { x, y };
    });
    await touch("touchEnd", at.x, at.y);
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
