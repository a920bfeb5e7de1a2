import { arrangeLongNames, type LongNames } from "../support/long-names";
import { createUser, signedIn } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { shoot } from "./shoot";

// Every screen that shows a username, a name, a product or a category, with 50-character ones.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let data: LongNames;
test.beforeAll(async () => {
  data = await arrangeLongNames();
});

test("customer screens with long names", async ({ page }) => {
  await signInAs(page, data.customer);
  await shoot(page, "long-dashboard", "/user/dashboard");
  await shoot(page, "long-leaderboard", "/leaderboard");
  await shoot(page, "long-products", "/user/products");
  await page.getByTestId("add-to-cart").first().click();
  await expect(page.getByTestId("add-to-cart-dialog")).toBeVisible();
  await shoot(page, "long-products-add");
  await page.keyboard.press("Escape");
  await shoot(page, "long-reviews", "/user/reviews");
  await shoot(page, "long-tickets", "/user/tickets");
  await shoot(page, "long-ticket", `/user/tickets/${data.ticketId}`);
  await shoot(page, "long-verify", `/user/verify?code=${data.code}`);
  await shoot(page, "long-profile", "/user/profile");
});

test("admin screens with long names", async ({ page }) => {
  await signInAs(page, data.admin);
  await shoot(page, "long-admin-dashboard", "/admin/dashboard");
  for (const [path, search, name] of [
    ["/admin/users", "Search users", "long-admin-users"],
    ["/admin/punchcards", "Search customers", "long-admin-punchcards"],
  ] as const) {
    await page.goto(path);
    await page.getByLabel(search).fill(data.customer.username);
    await expect(page.locator(`[data-username="${data.customer.username}"]`)).toHaveCount(1);
    await shoot(page, name);
  }
  await page.locator(`[data-username="${data.customer.username}"]`).click();
  await shoot(page, "long-admin-punchcard-dialog");
  await page.keyboard.press("Escape");
  await shoot(page, "long-admin-categories", "/admin/categories");
  await shoot(page, "long-admin-products", "/admin/products");
  await shoot(page, "long-admin-inventory", "/admin/inventory");
  await shoot(page, "long-admin-reviews", "/admin/reviews");
  await shoot(page, "long-admin-tickets", "/admin/tickets");
  await shoot(page, "long-admin-ticket", `/admin/tickets/${data.ticketId}`);
  await shoot(page, "long-admin-verify", "/admin/verify");
  await shoot(page, "long-admin-profile", "/admin/profile");
});

test("faq buttons, a toast and scrolling category tabs", async ({ page }) => {
  await shoot(page, "faq", "/faq");
  await signInAs(page, data.customer);
  await page.goto("/user/products");
  await page.getByTestId("add-to-cart").first().click();
  await page.getByTestId("flavor-select").selectOption("Mint");
  await page.getByTestId("qty-input").fill("9");
  await page.getByTestId("confirm-add-to-cart").click();
  await expect(page.locator("[data-sonner-toast]")).toBeVisible();
  await shoot(page, "toast");
});

test("the counter screens with a long name and a long sheet label", async ({ page }) => {
  await signInAs(page, await createUser({ role: "staff" }));
  await shoot(page, "long-counter-batches", "/counter/batches");
  await page.goto("/counter");
  const qr = page.getByTestId("counter-qr");
  await expect(qr.locator("img")).toHaveAttribute("data-qr-value", /token=/);
  const tokenId = await qr.getAttribute("data-token");
  expect((await (await signedIn(data.customer)).post("/api/token/use", { tokenId })).status).toBe(
    200,
  );
  await expect(page.getByTestId("counter-name")).toBeVisible();
  await shoot(page, "long-counter-display");
});
