import { ReviewsPage } from "./support/community-pages";
import { adminApi, insertProduct, unique } from "./support/community";
import { expect, signInAs, test } from "./support/fixtures";
import { toast } from "./support/shop-page";

test.describe("reviews", () => {
  test("a customer writes a review and sees the average change; the form resets to 5 stars", async ({
    page,
    customer,
  }) => {
    const name = unique("Cloud Nine");
    const productId = await insertProduct(name);
    // The shop's own two-star review: the average starts at 2.0.
    await (
      await adminApi()
    ).post("/api/reviews", { productId, rating: 2, comment: "Ours, honestly." });

    await signInAs(page, customer);
    const screen = new ReviewsPage(page);
    await screen.goto("/user/reviews");
    await expect(page.getByTestId("back-link")).toHaveAttribute("href", "/user/dashboard");
    await page.getByTestId("review-filter").selectOption(productId);
    await expect(page).toHaveURL(new RegExp(`product=${productId}`));
    await expect(screen.average()).toHaveText("2.0");
    await expect(screen.count()).toHaveText("1 review");
    const adminReview = page.getByTestId("review").first();
    await expect(adminReview.getByTestId("review-crown")).toBeVisible();
    await expect(adminReview.getByTestId("review-admin-tag")).toHaveText("Admin");

    await page.getByTestId("review-write").click();
    // Rating defaults to 5.
    await expect(page.getByRole("radio", { name: "5 stars" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.getByTestId("review-write").click();

    await screen.write({ productId, stars: 3, comment: "Smooth and not too sweet." });
    await expect(page.getByText("Review posted successfully")).toBeVisible();
    await expect(screen.average()).toHaveText("2.5");
    await expect(screen.count()).toHaveText("2 reviews");
    const mine = page.getByTestId("review").filter({ hasText: "Smooth and not too sweet." });
    await expect(mine.getByTestId("review-author")).toHaveText(customer.username);
    await expect(mine.getByTestId("review-product")).toHaveText(name);
    await expect(mine.getByTestId("review-crown")).toHaveCount(0);

    await page.getByTestId("review-write").click();
    await expect(page.getByRole("radio", { name: "5 stars" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.getByTestId("review-comment-input")).toHaveValue("");
  });

  test("a product without reviews shows the empty words, and a product is required", async ({
    page,
    customer,
  }) => {
    const productId = await insertProduct(unique("Fresh Start"));
    await signInAs(page, customer);
    const screen = new ReviewsPage(page);
    await screen.goto("/user/reviews", productId);
    await expect(page.getByTestId("reviews-empty")).toContainText("No reviews yet");
    await expect(page.getByTestId("reviews-empty")).toContainText(
      "Be the first to share your experience",
    );
    await expect(screen.average()).toHaveText("0.0");

    await page.getByTestId("review-write").click();
    await page.getByTestId("review-product-select").selectOption("");
    await page.getByTestId("review-submit").click();
    await expect(toast(page, "Please select a product")).toBeVisible();
    await expect(page.getByTestId("review-product-select")).toHaveAccessibleDescription(
      "Please select a product",
    );
  });

  test("an admin writes an admin review, sees the distribution, and deletes a review after confirming", async ({
    page,
    admin,
    customer,
  }) => {
    const productId = await insertProduct(unique("Midnight Mint"));
    const { signedIn } = await import("../support/api");
    await (
      await signedIn(customer)
    ).post("/api/reviews", { productId, rating: 4, comment: "Delete me" });

    await signInAs(page, admin);
    const screen = new ReviewsPage(page);
    await screen.goto("/admin/reviews", productId);
    await expect(page.getByTestId("back-link")).toHaveAttribute("href", "/admin/dashboard");
    await expect(page.getByTestId("distribution-4")).toContainText("1");

    await screen.write({ productId, stars: 5, comment: "From the shop" });
    await expect(page.getByText("Review posted successfully")).toBeVisible();
    await expect(screen.average()).toHaveText("4.5");
    await expect(page.getByTestId("distribution-5")).toContainText("1");
    const ours = page.getByTestId("review").filter({ hasText: "From the shop" });
    await expect(ours.getByTestId("review-admin-tag")).toHaveText("Admin Review");
    await expect(ours.getByTestId("review-crown")).toBeVisible();

    await page
      .getByTestId("review")
      .filter({ hasText: "Delete me" })
      .getByTestId("review-delete")
      .click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      "Are you sure you want to delete this review? This action cannot be undone.",
    );
    await confirm.getByTestId("confirm-delete").click();
    await expect(page.getByText("Delete me")).toHaveCount(0);
    await expect(screen.average()).toHaveText("5.0");
    await expect(screen.count()).toHaveText("1 review");
  });

  test("a customer has no delete button", async ({ page, customer }) => {
    const productId = await insertProduct(unique("No Delete"));
    await (await adminApi()).post("/api/reviews", { productId, rating: 5 });
    await signInAs(page, customer);
    await new ReviewsPage(page).goto("/user/reviews", productId);
    await expect(page.getByTestId("review")).toHaveCount(1);
    await expect(page.getByTestId("review-delete")).toHaveCount(0);
  });
});
