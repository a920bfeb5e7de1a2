import { sql } from "../support/api";
import { AdminBlogPage } from "./support/community-pages";
import { postBlog, unique } from "./support/community";
import { expect, signInAs, test } from "./support/fixtures";
import { toast } from "./support/shop-page";

test.describe("blog", () => {
  test("an admin publishes a post and saves a draft; a customer sees only the published one, under its category, with Read more", async ({
    browser,
    page,
    admin,
    customer,
  }) => {
    const published = unique("Behind our counter");
    const draft = unique("Half-written");
    const longText = `${"We start every morning by tasting the new batch. ".repeat(10)}THE-END-MARKER`;

    const adminPage = await (await browser.newContext()).newPage();
    await signInAs(adminPage, admin);
    const screen = new AdminBlogPage(adminPage);
    await screen.goto();
    await screen.create({
      title: published,
      content: longText,
      category: "Behind the Scenes",
      published: true,
    });
    await screen.create({
      title: draft,
      content: "Not ready",
      category: "Behind the Scenes",
      published: false,
    });
    // Newest first (other tests may post at the same time, so compare the two), the draft tagged.
    const cards = adminPage.getByTestId("admin-blog-post");
    await expect(screen.card(draft)).toBeVisible();
    const titles = await cards.allInnerTexts();
    const at = (title: string) => titles.findIndex((t) => t.includes(title));
    expect(at(draft)).toBeGreaterThanOrEqual(0);
    expect(at(draft)).toBeLessThan(at(published));
    await expect(screen.card(draft).getByTestId("blog-draft-tag")).toHaveText("Draft");
    await expect(screen.card(published).getByTestId("blog-draft-tag")).toHaveCount(0);

    await signInAs(page, customer);
    await page.goto("/blogs");
    await expect(page.getByTestId("back-link")).toHaveAttribute("href", "/user/dashboard");
    await expect(page.getByText(draft)).toHaveCount(0);
    await page.getByRole("tab", { name: "Behind the Scenes" }).click();
    const panel = page.getByRole("tabpanel", { name: "Behind the Scenes" });
    const post = panel.getByTestId("blog-post").filter({ hasText: published });
    await expect(post).toBeVisible();
    await expect(panel.getByText(draft)).toHaveCount(0);

    const content = post.getByTestId("blog-post-content");
    await expect(content).not.toContainText("THE-END-MARKER");
    expect((await content.innerText()).length).toBeLessThanOrEqual(301);
    await post.getByRole("button", { name: "Read more" }).click();
    await expect(content).toContainText("THE-END-MARKER");
    await post.getByRole("button", { name: "Read less" }).click();
    await expect(content).not.toContainText("THE-END-MARKER");

    // Another category does not list it.
    await page.getByRole("tab", { name: "Product Reviews" }).click();
    await expect(
      page.getByRole("tabpanel", { name: "Product Reviews" }).getByText(published),
    ).toHaveCount(0);
  });

  test("an empty category says so", async ({ page, customer }) => {
    // The API tests that ran first on this database may have published in Community: empty it.
    await sql().query("update blog_posts set published = false where category = 'Community'");
    await postBlog({
      title: unique("Community draft"),
      content: "x",
      category: "Community",
      published: false,
    });
    await signInAs(page, customer);
    await page.goto("/blogs");
    await page.getByRole("tab", { name: "Community" }).click();
    await expect(
      page.getByRole("tabpanel", { name: "Community" }).getByTestId("blog-empty"),
    ).toHaveText("No posts in this category yet. Check back soon!");
  });

  test("an admin reads /blogs like a customer (no drafts) and goes back to the admin dashboard", async ({
    page,
    admin,
  }) => {
    const draft = unique("Admin-only draft");
    await postBlog({ title: draft, content: "x", category: "My Story", published: false });
    await signInAs(page, admin);
    await page.goto("/blogs");
    await expect(page.getByTestId("back-link")).toHaveAttribute("href", "/admin/dashboard");
    await expect(page.getByText(draft)).toHaveCount(0);
  });

  test("an admin edits a draft to publish it and deletes a post after confirming", async ({
    page,
    admin,
  }) => {
    const title = unique("Going live");
    await postBlog({ title, content: "Soon", category: "Tips & Tricks", published: false });
    await signInAs(page, admin);
    const screen = new AdminBlogPage(page);
    await screen.goto();
    await screen.card(title).getByTestId("blog-edit").click();
    const dialog = page.getByRole("dialog", { name: "Edit Post" });
    await expect(dialog.getByTestId("blog-title")).toHaveValue(title);
    await dialog.getByRole("switch", { name: "Published (visible to users)" }).click();
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Blog post updated")).toBeVisible();
    await expect(screen.card(title).getByTestId("blog-draft-tag")).toHaveCount(0);

    await screen.card(title).getByTestId("blog-delete").click();
    await expect(page.getByRole("alertdialog")).toContainText(
      "Are you sure you want to delete this blog post?",
    );
    await page.getByTestId("confirm-delete").click();
    await expect(screen.card(title)).toHaveCount(0);
  });

  test("a post without a title is refused", async ({ page, admin }) => {
    await signInAs(page, admin);
    const screen = new AdminBlogPage(page);
    await screen.goto();
    await page.getByTestId("blog-new").click();
    await page.getByTestId("blog-content").fill("Body only");
    await page.getByTestId("blog-save").click();
    // SPEC's toast, and the same words under the empty field.
    await expect(toast(page, "Title and content are required")).toBeVisible();
    await expect(page.getByTestId("blog-title")).toHaveAccessibleDescription(
      "Title and content are required",
    );
  });
});
