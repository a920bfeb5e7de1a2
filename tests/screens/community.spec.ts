import type { Page } from "@playwright/test";
import { createUser, signedIn, sql } from "../support/api";
import {
  adminApi,
  insertProduct,
  postAnnouncement,
  postBlog,
  unique,
} from "../e2e/support/community";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

/**
 * Every community screen at phone and desktop size, each shot once its main heading shows.
 * The pictures go to test-results/screens/ to be looked at.
 */
// One worker for the whole file, so the data below is arranged once.
test.describe.configure({ mode: "serial" });

/** `heading` is the page's h1, or with `dialog` the open dialog's title. */
async function shoot(page: Page, name: string, heading: string | RegExp, dialog = false) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    const scope = dialog ? page.getByRole("alertdialog").or(page.getByRole("dialog")) : page;
    await expect(
      scope.getByRole("heading", { name: heading, level: dialog ? 2 : 1 }).first(),
    ).toBeVisible();
    await snap(page, `${name}-${size}.png`);
  }
}

test.beforeAll(async () => {
  const mango = await insertProduct("Mango Tango");
  await insertProduct("Berry Blast");
  await postAnnouncement(
    "Summer opening hours",
    "From June we are open until 9 pm on Fridays and Saturdays. Come by for a punch!",
  );
  await postAnnouncement(
    "New flavours are in",
    "Three new flavours just landed: Mango Tango, Berry Blast and Cool Mint.",
  );
  await postBlog({
    title: "How we pick our flavours",
    content: "Every month we taste ".repeat(30),
    category: "Behind the Scenes",
    published: true,
  });
  await postBlog({
    title: "Five tips to fill your card faster",
    content: "Bring a friend. ".repeat(10),
    category: "Tips & Tricks",
    published: true,
  });
  await postBlog({
    title: "Unfinished draft",
    content: "Work in progress",
    category: "My Story",
    published: false,
  });
  const admin = await adminApi();
  await admin.post("/api/reviews", {
    productId: mango,
    rating: 5,
    comment: "Our favourite this season.",
  });
});

test("public screens", async ({ page }) => {
  await page.goto("/");
  await shoot(page, "landing", /Every 10th one is/);
  await page.goto("/faq");
  await shoot(page, "faq", "Frequently Asked Questions");
  await page.goto("/announcements");
  await shoot(page, "announcements", "News & Updates");
});

test("customer screens", async ({ page, customer }) => {
  const client = await signedIn(customer);
  const { rows } = await sql().query<{ id: string }>(
    "select id from products where name = 'Mango Tango' limit 1",
  );
  await client.post("/api/reviews", {
    productId: rows[0]!.id,
    rating: 4,
    comment: "Really good, a little sweet for me.",
  });
  await signInAs(page, customer);

  await page.goto("/user/tickets");
  await shoot(page, "user-tickets-empty", "Support");
  await page.getByTestId("new-ticket").click();
  await shoot(page, "user-tickets-form", "Support");

  const ticket = await client.post<{ id: string }>("/api/tickets", {
    subject: "My punch did not show up",
    message: "I scanned the code at the counter but my card still says 3/10.",
  });
  await (
    await adminApi()
  ).post(`/api/tickets/${ticket.body.id}/messages`, {
    message: "Sorry about that! Could you send a photo of the code?",
  });
  await client.post(`/api/tickets/${ticket.body.id}/messages`, { message: "Sure, here it is." });
  await page.goto("/user/tickets");
  await shoot(page, "user-tickets", "Support");
  await page.goto(`/user/tickets/${ticket.body.id}`);
  await shoot(page, "user-ticket", "Support Ticket");
  await (await adminApi()).put(`/api/tickets/${ticket.body.id}`, { status: "closed" });
  await page.reload();
  await expect(page.getByTestId("ticket-closed-note")).toBeVisible();
  await shoot(page, "user-ticket-closed", "Support Ticket");

  await page.goto("/user/reviews");
  await shoot(page, "user-reviews", "Reviews");
  await page.getByTestId("review-write").click();
  await shoot(page, "user-reviews-form", "Reviews");

  await page.goto("/blogs");
  await shoot(page, "blogs", "Blog");
  await page.getByTestId("blog-read-more").first().click();
  await shoot(page, "blogs-expanded", "Blog");
  await page.getByRole("tab", { name: "Community" }).click();
  await shoot(page, "blogs-empty-category", "Blog");
});

test("admin screens", async ({ page, admin }) => {
  const customer = await signedIn(await createUser());
  const ticket = await customer.post<{ id: string }>("/api/tickets", {
    subject: unique("Wrong flavour in my order"),
    message: "I ordered mint but got berry.",
  });
  await signInAs(page, admin);

  await page.goto("/admin/announcements");
  await shoot(page, "admin-announcements", "News & Updates");
  await page.getByTestId("announcement-new").click();
  await shoot(page, "admin-announcements-dialog", "New Announcement", true);
  await page.keyboard.press("Escape");

  await page.goto("/admin/blogs");
  await shoot(page, "admin-blogs", "Blog Posts");
  await page.getByTestId("blog-edit").first().click();
  await shoot(page, "admin-blogs-dialog", "Edit Post", true);
  await page.keyboard.press("Escape");

  await page.goto("/admin/reviews");
  await shoot(page, "admin-reviews", "Reviews");
  await page.getByTestId("review-delete").first().click();
  await shoot(page, "admin-reviews-delete", "Delete review", true);
  await page.keyboard.press("Escape");

  await page.goto("/admin/tickets");
  await shoot(page, "admin-tickets", "Support Tickets");
  await page.goto(`/admin/tickets/${ticket.body.id}`);
  await shoot(page, "admin-ticket", "Support Ticket");
});
