import { createUser } from "../support/api";
import { insertMessage, messageState } from "../support/inbox";
import { insertToken } from "../support/rewards";
import { UA } from "../support/user-agents";
import { SIZES } from "../screens/shoot";
import { expect, signInAs, test } from "./support/fixtures";
import { expectBell, InboxPage, openWithServiceWorker, pushToServiceWorker } from "./support/inbox";
import { CustomerDashboard } from "./support/rewards-pages";

test.describe("the bell", () => {
  test("counts a message that arrives while the app is open, and goes down as it is read", async ({
    page,
    context,
    customer,
  }) => {
    // The service worker precaches the build before it takes over: slow on a busy machine.
    test.setTimeout(240_000);
    await context.grantPermissions(["notifications"]);
    await signInAs(page, customer);
    await openWithServiceWorker(page, "/user/dashboard");
    await expectBell(page, 0);

    // A message lands in the inbox and its push reaches this phone: the bell moves at once.
    const id = await insertMessage(customer.id, {
      title: "Double punches this Friday",
      link: "/user/products",
    });
    await pushToServiceWorker(
      page,
      JSON.stringify({ id, title: "Double punches this Friday", body: "", link: "/user/products" }),
    );
    await expectBell(page, 1);

    // Another arrives while the phone is elsewhere: coming back to the app shows it.
    await insertMessage(customer.id, { title: "We miss you" });
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expectBell(page, 2);

    await page.getByTestId("inbox-bell").click();
    await expect(page).toHaveURL(/\/user\/inbox$/);
    const inbox = new InboxPage(page);
    await expect(inbox.titles()).toHaveText(["We miss you", "Double punches this Friday"]);

    // A message about a screen opens it, and counts as read.
    await inbox.messages().filter({ hasText: "Double punches" }).click();
    await expect(page).toHaveURL(/\/user\/products$/);
    await expectBell(page, 1);
    await expect.poll(() => messageState(id)).toEqual({ read: true, opened: false });

    await inbox.goto();
    await page.getByTestId("inbox-mark-all").click();
    await expect(page.getByTestId("inbox-unread")).toHaveText("Nothing unread");
    await page.goto("/user/profile");
    await expectBell(page, 0);
  });

  test("counts the message a full card brings, right after the punch", async ({ page }) => {
    const customer = await createUser({ punches: 9 });
    await signInAs(page, customer);
    const dashboard = new CustomerDashboard(page);
    await dashboard.goto();
    await expectBell(page, 0);
    await dashboard.enterToken(await insertToken());
    await dashboard.expectPunches(10);
    await expectBell(page, 1);
  });
});

test.describe("the inbox", () => {
  test("pages through older messages, newest first", async ({ page, customer }) => {
    for (let i = 1; i <= 23; i++)
      await insertMessage(customer.id, { title: `Note ${i}`, minutesAgo: 100 - i, read: true });
    await signInAs(page, customer);
    const inbox = new InboxPage(page);
    await inbox.goto();
    await expect(inbox.messages()).toHaveCount(20);
    await expect(inbox.titles().first()).toHaveText("Note 23");
    await page.getByTestId("inbox-older").click();
    await expect(inbox.messages()).toHaveCount(23);
    await expect(inbox.titles().last()).toHaveText("Note 1");
    await expect(page.getByTestId("inbox-older")).toHaveCount(0);
  });

  test("says so when there is nothing yet", async ({ page, customer }) => {
    await signInAs(page, customer);
    await new InboxPage(page).goto();
    await expect(page.getByTestId("inbox-empty")).toContainText("No messages yet");
  });
});

test.describe("the ask for notifications on an iPhone in Safari", () => {
  test.use({
    viewport: SIZES.phone,
    isMobile: true,
    hasTouch: true,
    userAgent: UA.iphoneSafari,
  });

  test("says to add the app to the Home Screen first, with the steps", async ({
    page,
    customer,
  }) => {
    await signInAs(page, customer);
    await new InboxPage(page).goto();
    const ask = page.getByTestId("push-ask");
    await expect(ask).toHaveAttribute("data-state", "ios-install");
    await expect(ask).toContainText("Home Screen");
    await expect(ask.getByTestId("install-steps-ios")).toBeVisible();
    await expect(ask.getByTestId("push-ask-turn-on")).toHaveCount(0);
  });
});
