import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createUser, signedIn } from "../support/api";
import { insertProduct } from "../support/rewards";
import { CatalogSeed } from "./support/catalog";
import { expect, signInAs, test } from "./support/fixtures";

const PHONE = { width: 390, height: 844 };

test("the FAQ's two buttons stay full 48 px buttons on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/faq");
  for (const name of ["Sign in", "View News & Updates"]) {
    const box = await page.getByRole("main").getByRole("link", { name, exact: true }).boundingBox();
    expect({ name, tall: (box?.height ?? 0) >= 44, wide: (box?.width ?? 0) > 300 }).toEqual({
      name,
      tall: true,
      wide: true,
    });
  }
});

test("a failed auto-login shows one error toast, set in the app's font with a 44 px close", async ({
  page,
}) => {
  await page.goto("/auto-login/not-a-real-link-000000000");
  await expect(page.getByTestId("auto-login-heading")).toHaveText("Login Failed");
  await page.waitForURL(/\/login\?error=/);
  // Toasts on their way out carry data-removed; the auto-login's lasts past the redirect.
  const toasts = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  await expect(toasts.filter({ hasText: "Login Error" })).toBeVisible();
  expect(await toasts.allTextContents()).toEqual([expect.stringContaining("Login Error")]);

  const fonts = await page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    toast: getComputedStyle(document.querySelector("[data-sonner-toast]")!).fontFamily,
  }));
  expect(fonts.toast).toBe(fonts.body);
  const close = await toasts.locator("[data-close-button]").boundingBox();
  expect(close?.width).toBeGreaterThanOrEqual(44);
  expect(close?.height).toBeGreaterThanOrEqual(44);
});

test("says the cart already holds all the stock", async ({ page, customer }) => {
  const name = `Last Two ${randomUUID().slice(0, 6)}`;
  await insertProduct({ name, stock: 2 });
  await signInAs(page, customer);
  await page.goto("/user/products");
  const card = page.getByTestId("product-card").filter({ hasText: name });
  const dialog = page.getByTestId("add-to-cart-dialog");
  await card.getByTestId("add-to-cart").click();
  await dialog.getByTestId("flavor-select").selectOption("Mint");
  await dialog.getByTestId("qty-plus").click();
  await dialog.getByTestId("confirm-add-to-cart").click();
  await expect(dialog).toBeHidden();
  await expect(async () => {
    await card.getByTestId("add-to-cart").click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await dialog.getByTestId("flavor-select").selectOption("Mango");
  await dialog.getByTestId("confirm-add-to-cart").click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Not Enough Stock" }),
  ).toContainText("Your cart already has all 2");
});

test("category tabs that overflow a phone fade where more tabs are", async ({ page, customer }) => {
  const seed = await CatalogSeed.start();
  for (const label of ["Chewy Candies", "Sparkling Drinks", "Seasonal Specials"]) {
    const category = await seed.category(`${label} ${randomUUID().slice(0, 6)}`);
    await seed.product({ name: `${label} sample`, category: category.id });
  }
  await page.setViewportSize(PHONE);
  await signInAs(page, customer);
  await page.goto("/user/products");
  const tabs = page.getByTestId("category-tabs");
  await expect(tabs).toHaveAttribute("data-more-end", "true");
  await expect(tabs).not.toHaveAttribute("data-more-start");
  expect(await tabs.evaluate((el) => getComputedStyle(el).maskImage)).toContain("gradient");
  await tabs.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(tabs).toHaveAttribute("data-more-start", "true");
  await expect(tabs).not.toHaveAttribute("data-more-end");
  expect(await tabs.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain("x");
});

test("the leaderboard writes XP one way", async ({ page }) => {
  const player = await createUser({ xp: 20615 });
  await signInAs(page, player);
  await page.goto("/leaderboard");
  await expect(page.getByTestId("own-rank")).toContainText("20,615 XP");
  // Each element's own text (a number and " XP" may be two text nodes of one element); a
  // parent's text would run a level into the XP beside it ("Level 12" + "850 XP").
  const ungrouped = await page.locator("main").evaluate((main) =>
    [main, ...main.querySelectorAll("*")]
      .map((el) =>
        [...el.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(""),
      )
      .filter((text) => /\d{4,} XP/.test(text)),
  );
  expect(ungrouped).toEqual([]);
});

/** Console errors other than the 404 page's own log line of the unknown path and its status. */
function reactErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    // The 404 answer itself is logged as a failed load; that is the status we want.
    const expected = /^404 Error:|^Failed to load resource: .* 404/;
    if (m.type() === "error" && !expected.test(m.text())) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test("a foreign or unknown ticket shows the not-found page without React errors", async ({
  page,
  customer,
}) => {
  const other = await signedIn(await createUser());
  const foreign = await other.post<{ id: string }>("/api/tickets", {
    subject: "Private",
    message: "Mine only",
  });
  const errors = reactErrors(page);
  await signInAs(page, customer);
  for (const id of [foreign.body.id, randomUUID(), "not-a-uuid"]) {
    const answer = await page.goto(`/user/tickets/${id}`);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    expect(answer?.status()).toBe(404);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  }
  const admin = await createUser({ role: "admin" });
  await signInAs(page, admin);
  const answer = await page.goto(`/admin/tickets/${randomUUID()}`);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  expect(answer?.status()).toBe(404);
  expect(errors).toEqual([]);
});

test("codes are typed and shown in a monospace font, where 0 and O, 1 and l differ", async ({
  page,
  customer,
}) => {
  await signInAs(page, customer);
  await page.goto("/user/verify");
  const family = await page
    .getByTestId("code-input")
    .evaluate((input) => getComputedStyle(input).fontFamily);
  expect(family).toContain("monospace");
});
