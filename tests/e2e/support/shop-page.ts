import { expect, type Locator, type Page } from "@playwright/test";

/** The customer's 'Our Products' screen. */
export class ShopPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/user/products");
    await expect(this.page.getByRole("heading", { name: "Our Products" })).toBeVisible();
  }

  card(name: string): Locator {
    return this.page
      .getByTestId("product-card")
      .filter({ has: this.page.getByTestId("product-name").getByText(name, { exact: true }) });
  }

  tab(label: string): Locator {
    return this.page.getByRole("tab", {
      name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\d+$`),
    });
  }

  async openDetails(name: string) {
    await this.card(name)
      .getByRole("button", { name: `View details of ${name}` })
      .click();
    await expect(this.page.getByTestId("product-detail")).toBeVisible();
  }

  async addToCart(
    name: string,
    { flavor, quantity = 1 }: { flavor?: string; quantity?: number } = {},
  ) {
    const dialog = this.page.getByTestId("add-to-cart-dialog");
    // Any previous dialog is gone (with reduced motion, at once), so the click lands on the card.
    await expect(dialog).toBeHidden();
    await this.card(name).getByTestId("add-to-cart").click();
    await expect(dialog).toBeVisible();
    if (flavor) await dialog.getByTestId("flavor-select").selectOption(flavor);
    for (let i = 1; i < quantity; i++) await dialog.getByTestId("qty-plus").click();
    await dialog.getByTestId("confirm-add-to-cart").click();
    await expect(dialog).toBeHidden();
  }

  cartCount(): Locator {
    return this.page.getByTestId("cart-count");
  }

  async openCart() {
    await this.page.getByTestId("cart-button").click();
    await expect(this.page.getByTestId("cart-panel")).toBeVisible();
  }
}

/** The admin's /admin/products screen. */
export class AdminProductsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/admin/products");
    await expect(this.page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.getByTestId("admin-product-row").filter({
      has: this.page.getByTestId("admin-product-name").getByText(name, { exact: true }),
    });
  }
}

export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}
