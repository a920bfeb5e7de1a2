import { expect, type Page } from "@playwright/test";

/** Page objects for the community screens: what a person does there, in their words. */

export class AdminAnnouncementsPage {
  constructor(readonly page: Page) {}
  async goto() {
    await this.page.goto("/admin/announcements");
  }
  card(title: string) {
    return this.page.getByTestId("admin-announcement").filter({ hasText: title });
  }
  async create(title: string, content: string) {
    await this.page.getByTestId("announcement-new").click();
    await expect(this.page.getByRole("dialog", { name: "New Announcement" })).toBeVisible();
    await this.page.getByTestId("announcement-title").fill(title);
    await this.page.getByTestId("announcement-content").fill(content);
    await this.page.getByTestId("announcement-save").click();
  }
  async edit(title: string, changes: { title?: string; content?: string }) {
    await this.card(title).getByTestId("announcement-edit").click();
    await expect(this.page.getByRole("dialog", { name: "Edit Announcement" })).toBeVisible();
    if (changes.title !== undefined)
      await this.page.getByTestId("announcement-title").fill(changes.title);
    if (changes.content !== undefined)
      await this.page.getByTestId("announcement-content").fill(changes.content);
    await this.page.getByRole("button", { name: "Update" }).click();
  }
}

export class AdminBlogPage {
  constructor(readonly page: Page) {}
  async goto() {
    await this.page.goto("/admin/blogs");
  }
  card(title: string) {
    return this.page.getByTestId("admin-blog-post").filter({ hasText: title });
  }
  async create({
    title,
    content,
    category,
    published,
  }: {
    title: string;
    content: string;
    category: string;
    published: boolean;
  }) {
    await this.page.getByTestId("blog-new").click();
    await expect(this.page.getByRole("dialog", { name: "New Post" })).toBeVisible();
    await this.page.getByTestId("blog-title").fill(title);
    await this.page.getByTestId("blog-category").selectOption(category);
    await this.page.getByTestId("blog-content").fill(content);
    if (published)
      await this.page.getByRole("switch", { name: "Published (visible to users)" }).click();
    await this.page.getByTestId("blog-save").click();
    await expect(this.page.getByRole("dialog")).toBeHidden();
  }
}

export class ReviewsPage {
  constructor(readonly page: Page) {}
  async goto(path: "/user/reviews" | "/admin/reviews", productId?: string) {
    await this.page.goto(productId ? `${path}?product=${productId}` : path);
  }
  average() {
    return this.page.getByTestId("review-average");
  }
  count() {
    return this.page.getByTestId("review-count");
  }
  async write({
    productId,
    stars,
    comment,
  }: {
    productId: string;
    stars: number;
    comment?: string;
  }) {
    await this.page.getByTestId("review-write").click();
    await this.page.getByTestId("review-product-select").selectOption(productId);
    await this.page.getByRole("radio", { name: `${stars} star${stars === 1 ? "" : "s"}` }).click();
    if (comment) await this.page.getByTestId("review-comment-input").fill(comment);
    await this.page.getByTestId("review-submit").click();
  }
}

export class TicketPage {
  constructor(readonly page: Page) {}
  input() {
    return this.page.getByTestId("reply-input");
  }
  messages() {
    return this.page.getByTestId("ticket-message");
  }
  /** Types a reply and sends it with Enter, as on a phone keyboard's return key. */
  async replyWithEnter(text: string) {
    await this.input().fill(text);
    await this.input().press("Enter");
  }
}
