import { ADMIN, createUser } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

const DAY = 24 * 60 * 60_000;

// Forms whose fields show their own error: each refused once, then pictured at both sizes.
test("the create-user form with the server's refusal under Username", async ({ page }) => {
  const taken = await createUser();
  await signInAs(page, ADMIN);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto("/admin/users");
    await page.getByTestId("create-username").fill(taken.username);
    await page.getByTestId("create-password").fill("secret");
    await page.getByTestId("create-submit").click();
    await expect(page.getByTestId("new-username-error")).toBeVisible();
    await snap(page, `field-create-user-error-${size}.png`, { fullPage: false });
  }
});

test("the change-password form with each field's own check", async ({ page }) => {
  const customer = await createUser();
  await signInAs(page, customer);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto("/user/profile");
    await page.getByTestId("current-password").fill("secret-pass");
    await page.getByTestId("new-password").fill("abcdefg");
    await page.getByTestId("confirm-password").fill("abcdefh");
    await page.getByTestId("password-submit").click();
    await expect(page.getByTestId("confirm-password-error")).toBeVisible();
    await page.getByTestId("password-form").scrollIntoViewIfNeeded();
    await snap(page, `field-password-error-${size}.png`, { fullPage: false });
  }
});

test("a staff sheet too far ahead, refused under Expiry date", async ({ page }) => {
  const staff = await createUser({ role: "staff" });
  await signInAs(page, staff);
  const far = new Date(Date.now() + 120 * DAY).toISOString().slice(0, 10);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto("/counter/batches");
    await page.getByTestId("batch-new").click();
    await page.getByLabel("Expiry date").fill(far);
    await page.getByTestId("batch-save").click();
    await expect(page.getByTestId("batch-expiry-error")).toBeVisible();
    await snap(page, `field-sheet-error-${size}.png`, { fullPage: false });
  }
});

test("the product form refused as it is, and the blog post's switch", async ({ page }) => {
  await signInAs(page, ADMIN);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto("/admin/products");
    await page.getByTestId("p-price").fill("2");
    await page.getByTestId("p-deal").fill("3");
    await page.getByTestId("p-submit").click();
    await expect(page.getByTestId("p-name-error")).toBeVisible();
    await snap(page, `field-product-errors-${size}.png`);

    await page.goto("/admin/blogs");
    await page.getByTestId("blog-new").click();
    await expect(page.getByTestId("blog-published")).toBeVisible();
    await snap(page, `field-blog-dialog-${size}.png`, { fullPage: false });
  }
});
