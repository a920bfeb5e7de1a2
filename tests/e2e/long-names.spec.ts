import type { Page } from "@playwright/test";
import { arrangeLongNames, type LongNames } from "../support/long-names";
import { expect, signInAs, test } from "./support/fixtures";

/**
 * 50-character usernames, names, product and category names never push a screen wider
 * than a phone, and wherever one is cut short its full text is in a title.
 */
test.describe.configure({ mode: "serial", timeout: 240_000 });

let data: LongNames;
test.beforeAll(async () => {
  data = await arrangeLongNames();
});

const PHONE = { width: 390, height: 844 };

/** `search`: a search box to type the customer's name into, so their row is on the page. */
async function checkScreen(page: Page, path: string, names: string[], search?: string) {
  await page.goto(path);
  await page.waitForLoadState("load");
  if (search) {
    await page.getByLabel(search).fill(data.customer.username);
    await expect(page.locator(`[data-username="${data.customer.username}"]`)).toHaveCount(1);
  }
  const report = await page.evaluate((names) => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const cut: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      const text = el.textContent ?? "";
      const name = names.find((n) => text.includes(n));
      if (!name || el.children.length > 0 || el.closest("[hidden],[aria-hidden=true]")) continue;
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      // Cut short: the full name must be one hover away, on it or on what holds it.
      if (!el.closest(`[title*="${name}"]`)) cut.push(name);
    }
    return { overflow, cut };
  }, names);
  expect({ path, ...report }).toEqual({ path, overflow: 0, cut: [] });
}

test("customer screens fit a phone with 50-character names", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, data.customer);
  const names = [data.customer.username, data.productName, data.categoryName];
  for (const path of [
    "/user/dashboard",
    "/leaderboard",
    "/user/products",
    "/user/reviews",
    "/user/tickets",
    `/user/tickets/${data.ticketId}`,
    `/user/verify?code=${data.code}`,
    "/user/profile",
  ])
    await checkScreen(page, path, names);
});

test("admin screens fit a phone with 50-character names", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, data.admin);
  const names = [data.customer.username, data.admin.username, data.productName, data.categoryName];
  await checkScreen(page, "/admin/users", names, "Search users");
  await checkScreen(page, "/admin/punchcards", names, "Search customers");
  for (const path of [
    "/admin/dashboard",
    "/admin/categories",
    "/admin/products",
    "/admin/inventory",
    "/admin/reviews",
    "/admin/tickets",
    `/admin/tickets/${data.ticketId}`,
    "/admin/verify",
    "/admin/profile",
  ])
    await checkScreen(page, path, names);
});
