import { expect, type Browser, type Page } from "@playwright/test";

/** SPEC §1's admin screens, the shop's program and settings, besides the dashboard, a ticket and the profile: /admin/<name>. */
export const ADMIN_SCREENS = [
  "users",
  "products",
  "categories",
  "qr-generate",
  "verify",
  "punchcards",
  "status",
  "announcements",
  "messages",
  "tickets",
  "reviews",
  "blogs",
  "inventory",
  "bulk-users",
  "import",
  "exports",
  "analytics",
  "program",
  "settings",
];

/** Page objects for the admin screens of this area. */
export class UsersPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/admin/users");
    await expect(
      this.page.getByTestId("users-list").or(this.page.getByTestId("users-empty")),
    ).toBeVisible();
  }

  async create(
    username: string,
    password: string,
    role: "user" | "staff" | "admin" = "user",
    name = "",
  ) {
    await this.page.getByTestId("create-username").fill(username);
    await this.page.getByTestId("create-name").fill(name);
    await this.page.getByTestId("create-password").fill(password);
    await this.page.getByTestId("create-role").selectOption(role);
    await this.page.getByTestId("create-submit").click();
  }

  async search(text: string) {
    await this.page.getByTestId("users-search").fill(text);
  }

  row(username: string) {
    return this.page.locator(`[data-testid="user-row"][data-username="${username}"]`);
  }
}

export class BulkUsersPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/admin/bulk-users");
    await expect(this.page.getByTestId("bulk-form")).toBeVisible();
  }

  async generate(count: string) {
    await this.page.getByTestId("bulk-count").fill(count);
    await this.page.getByTestId("bulk-generate").click();
  }

  cards() {
    return this.page.getByTestId("bulk-card");
  }

  async loginUrls(): Promise<string[]> {
    return this.cards().evaluateAll((cards) =>
      cards.map((c) => c.getAttribute("data-login-url") ?? ""),
    );
  }
}

/** Opens an address in a brand-new browser (no cookies), as a customer's phone would. */
export async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** A toast with this title (and description, when given) is on screen. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.filter({ hasText: description }).first()).toBeVisible();
}
