import type { Page } from "@playwright/test";
import { maskUsername } from "../../lib/rewards/rules";
import { createUser, signedIn } from "../support/api";
import { arrangeLongNames, type LongNames } from "../support/long-names";
import { expect, signInAs, test } from "./support/fixtures";

/**
 * 50-character usernames, names, product, category and sheet names never push a screen wider
 * than its window, at phone, tablet and laptop width, and wherever one is cut short its full
 * text is in a title.
 */
test.describe.configure({ mode: "serial", timeout: 240_000 });

let data: LongNames;
test.beforeAll(async () => {
  data = await arrangeLongNames();
});

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

/** What overflows the window, and which names are cut with no title to read them in. */
async function measure(page: Page, names: string[]) {
  return page.evaluate((names) => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const cut: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      const name = names.find((n) => (el.textContent ?? "").includes(n));
      // Words for the ears only (a screen reader's "View details of …") are never seen cut.
      if (!name || el.closest("[hidden],[aria-hidden=true],.sr-only")) continue;
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      // The text itself, or a box that clips what it holds, cuts the name short.
      const clips = ["hidden", "clip"].includes(getComputedStyle(el).overflowX);
      if (el.children.length > 0 && !clips) continue;
      // The full name must be one hover away: on it, on what holds it, or on what it holds.
      const titled = `[title*="${CSS.escape(name)}"]`;
      if (!el.closest(titled) && !el.querySelector(titled)) cut.push(name);
    }
    return { overflow, cut };
  }, names);
}

/** Checks the screen on screen now at every width. */
async function checkWidths(page: Page, path: string, names: string[]) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    // Polled rather than after one animation frame: a frame can fail to come at all (CI saw
    // one wait out the test's four minutes), and a screen that re-renders for its new width
    // settles within the poll.
    await expect
      .poll(async () => ({ path, width: size.width, ...(await measure(page, names)) }))
      .toEqual({
        path,
        width: size.width,
        overflow: 0,
        cut: [],
      });
  }
}

/** `search`: a search box to type the customer's name into, so their row is on the page. */
async function checkScreen(page: Page, path: string, names: string[], search?: string) {
  await page.setViewportSize(WIDTHS[0]!);
  await page.goto(path);
  await page.waitForLoadState("load");
  if (search) {
    await page.getByLabel(search).fill(data.customer.username);
    await expect(page.locator(`[data-username="${data.customer.username}"]`)).toHaveCount(1);
  }
  await checkWidths(page, path, names);
}

test("customer screens fit every width with 50-character names", async ({ page }) => {
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

test("admin screens fit every width with 50-character names", async ({ page }) => {
  await signInAs(page, data.admin);
  const names = [
    data.customer.username,
    data.admin.username,
    data.productName,
    data.categoryName,
    data.batchLabel,
  ];
  await checkScreen(page, "/admin/users", names, "Search users");
  await checkScreen(page, "/admin/punchcards", names, "Search customers");
  for (const path of [
    "/admin/dashboard",
    `/admin/users/${data.customer.id}`,
    "/admin/review",
    "/admin/categories",
    "/admin/products",
    "/admin/inventory",
    "/admin/reviews",
    "/admin/tickets",
    `/admin/tickets/${data.ticketId}`,
    "/admin/qr-generate",
    "/admin/verify",
    "/admin/profile",
  ])
    await checkScreen(page, path, names);
});

test("counter screens fit every width with 50-character names", async ({ page }) => {
  await signInAs(page, await createUser({ role: "staff" }));
  const names = [data.customer.username, data.productName, data.batchLabel];
  await checkScreen(page, "/counter/batches", names);
  await checkScreen(page, "/counter/codes", names);
  await page.goto("/counter/customers");
  await page.getByLabel("Username or member code").fill(data.customer.username);
  await page.getByTestId("lookup-submit").click();
  await expect(page.getByText(data.customer.username).first()).toBeVisible();
  await checkWidths(page, "/counter/customers", names);

  // The display, as the customer's punch lands on it: their masked name is one long word.
  await page.setViewportSize(WIDTHS[0]!);
  await page.goto("/counter");
  const qr = page.getByTestId("counter-qr");
  await expect(qr.locator("img")).toHaveAttribute("data-qr-value", /token=/);
  const tokenId = await qr.getAttribute("data-token");
  const customer = await signedIn(data.customer);
  expect((await customer.post("/api/token/use", { tokenId })).status).toBe(200);
  const masked = maskUsername(data.customer.username);
  await expect(page.getByTestId("counter-name")).toHaveText(masked);
  await checkWidths(page, "/counter", [masked]);
});
