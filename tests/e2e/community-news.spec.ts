import { sql } from "../support/api";
import { AdminAnnouncementsPage } from "./support/community-pages";
import { postAnnouncement, unique } from "./support/community";
import { expect, signInAs, test } from "./support/fixtures";
import { toast } from "./support/shop-page";

test.describe("News & Updates", () => {
  // These tests add announcements; in order, so one never pushes another's out of the latest three.
  test.describe.configure({ mode: "serial" });

  test("an admin posts an announcement; a customer sees it on /announcements and in the News & Updates block", async ({
    browser,
    page,
    admin,
    customer,
  }) => {
    const title = unique("Closed on Monday");
    for (const n of [1, 2, 3]) await postAnnouncement(unique(`Older news ${n}`), "Earlier");
    const adminPage = await (await browser.newContext()).newPage();
    await signInAs(adminPage, admin);
    const screen = new AdminAnnouncementsPage(adminPage);
    await screen.goto();
    await screen.create(title, "We are closed for inventory.\nBack on Tuesday!");
    await expect(adminPage.getByText("Announcement created successfully")).toBeVisible();
    await expect(screen.card(title)).toBeVisible();
    // SPEC §2: en-US, short month, day, hour and minute.
    await expect(screen.card(title).locator("time")).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2} [AP]M$/,
    );

    await signInAs(page, customer);
    await page.goto("/announcements");
    const item = page.getByTestId("announcement").filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item).toContainText("We are closed for inventory.");
    await expect(item.getByTestId("announcement-updated")).toHaveCount(0);

    // The same block the customer dashboard mounts, here on the landing page.
    await page.goto("/");
    const block = page.getByTestId("news-block");
    // The three latest only, this one among them.
    await expect(block.getByTestId("news-item")).toHaveCount(3);
    await expect(block).toContainText(title);
    await expect(block).toContainText("We are closed for inventory.");
    await expect(block.locator("time").first()).toBeVisible();
    await block.getByRole("link", { name: "View All Announcements" }).click();
    await expect(page).toHaveURL(/\/announcements$/);

    // And on the customer dashboard, below the card.
    await page.goto("/user/dashboard");
    const dashboardBlock = page.getByTestId("news-block");
    await expect(dashboardBlock).toContainText(title);
    await expect(
      dashboardBlock.getByRole("link", { name: "View All Announcements" }),
    ).toBeVisible();
  });

  test("an edit shows '(updated …)', a delete asks first and removes it", async ({
    page,
    admin,
  }) => {
    const title = unique("Price change");
    await signInAs(page, admin);
    const screen = new AdminAnnouncementsPage(page);
    await screen.goto();
    await screen.create(title, "Old text");
    await expect(screen.card(title)).toBeVisible();
    // Edits within the same second are not an 'update' worth showing: this one was posted a
    // minute ago.
    await sql().query(
      `update announcements set created_at = created_at - interval '1 minute',
         updated_at = updated_at - interval '1 minute' where title = $1`,
      [title],
    );
    await screen.edit(title, { content: "New text" });
    await expect(page.getByText("Announcement updated successfully")).toBeVisible();
    await expect(screen.card(title)).toContainText("New text");

    await page.goto("/announcements");
    const item = page.getByTestId("announcement").filter({ hasText: title });
    await expect(item.getByTestId("announcement-updated")).toContainText("(updated ");

    await screen.goto();
    await screen.card(title).getByTestId("announcement-delete").click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this announcement?");
    await confirm.getByTestId("confirm-delete").click();
    await expect(page.getByText("Announcement deleted successfully")).toBeVisible();
    await expect(screen.card(title)).toHaveCount(0);
  });

  test("blank fields are refused with SPEC's message", async ({ page, admin }) => {
    await signInAs(page, admin);
    const screen = new AdminAnnouncementsPage(page);
    await screen.goto();
    await screen.create("   ", "Something");
    await expect(toast(page, "Please fill in all fields")).toBeVisible();
    await expect(page.getByTestId("announcement-title")).toHaveAccessibleDescription(
      "Please fill in all fields",
    );
    await expect(page.getByRole("dialog", { name: "New Announcement" })).toBeVisible();
  });
});

test.describe("landing and FAQ", () => {
  test("the FAQ has SPEC's four questions in an accordion", async ({ page }) => {
    await page.goto("/faq");
    const items = page.getByTestId("faq").locator("[data-slot=accordion-item]");
    await expect(items).toHaveCount(4);
    await expect(page.getByTestId("faq-what")).toContainText(
      "At 10 punches your next product is free",
    );
    const signUp = page.getByRole("button", { name: "How do I sign up?" });
    await expect(signUp).toHaveAttribute("aria-expanded", "false");
    await signUp.click();
    await expect(signUp).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("faq-join")).toContainText(
      "handed to you with your first purchase",
    );
    await expect(page.getByRole("button", { name: "Is it secure?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "What are the rules?" })).toBeVisible();
    // The questions are the level under the page's title, so no heading level is skipped.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      "What is this?",
      "Is it secure?",
      "What are the rules?",
      "How do I sign up?",
    ]);
  });
});
