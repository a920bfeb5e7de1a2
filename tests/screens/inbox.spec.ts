import { randomBytes } from "node:crypto";
import { createUser, sql } from "../support/api";
import { insertMessage } from "../support/inbox";
import { longName } from "../support/long-names";
import { UA } from "../support/user-agents";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { expectBell } from "../e2e/support/inbox";
import { waitForHydration } from "../e2e/support/pwa";
import { SIZES, shoot, snap } from "./shoot";

async function arrangeMessages(userId: string) {
  await insertMessage(userId, {
    kind: "welcome",
    title: "Welcome to Bean & Crumb!",
    body: "Your first punch is on the card. Nine more and the next coffee is on us.",
    minutesAgo: 60 * 24 * 3,
    read: true,
  });
  await insertMessage(userId, {
    kind: "announcement",
    title: "New: oat milk at no extra cost",
    body: "From Monday every drink can come with oat milk.",
    link: "/announcements",
    minutesAgo: 60 * 24,
    read: true,
  });
  await insertMessage(userId, {
    kind: "campaign",
    title: longName("Double punches all weekend long "),
    body: longName("Bring a friend ").repeat(3),
    link: "/user/dashboard",
    minutesAgo: 90,
  });
  await insertMessage(userId, {
    kind: "reward_ready",
    title: "Your free coffee is waiting",
    body: "Show your card at the counter to collect it.",
    link: "/user/dashboard",
    minutesAgo: 5,
  });
}

test("the inbox with messages, and the bell on the customer's screens", async ({ page }) => {
  const customer = await createUser({ punches: 4 });
  await arrangeMessages(customer.id);
  await signInAs(page, customer);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto("/user/inbox");
    await expect(page.getByTestId("push-ask")).toBeVisible();
    await snap(page, `inbox-${size}.png`);
  }
  await page.setViewportSize(SIZES.phone);
  await page.goto("/user/dashboard");
  await expectBell(page, 2);
  await snap(page, "inbox-bell-dashboard-phone.png", { fullPage: false });
  await page.goto("/user/verify");
  await expectBell(page, 2);
  await snap(page, "inbox-bell-verify-phone.png", { fullPage: false });
  await page.goto("/user/products");
  await expectBell(page, 2);
  await snap(page, "inbox-bell-products-phone.png", { fullPage: false });
  await page.setViewportSize(SIZES.desktop);
  await page.goto("/user/tickets");
  await expectBell(page, 2);
  await snap(page, "inbox-bell-tickets-desktop.png", { fullPage: false });
});

test("the empty inbox", async ({ page }) => {
  await signInAs(page, await createUser());
  await shoot(page, "inbox-empty", "/user/inbox");
  await expect(page.getByTestId("inbox-empty")).toBeVisible();
});

test("the preferences on the profile, with a birthday and two devices", async ({ page }) => {
  const customer = await createUser();
  await sql().query(
    `insert into notification_settings (user_id, offers, birthday_month, birthday_day, birthday_set_at)
     values ($1, false, 9, 14, now())`,
    [customer.id],
  );
  for (const device of ["iPhone", "Chrome on Windows"]) {
    await sql().query(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth, device_name) values ($1, $2, 'k', 'a', $3)`,
      [
        customer.id,
        `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString("hex")}`,
        device,
      ],
    );
  }
  await signInAs(page, customer);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto("/user/profile");
    await page.getByTestId("notification-preferences").scrollIntoViewIfNeeded();
    await page.getByTestId("notification-preferences").screenshot({
      path: `test-results/screens/preferences-${size}.png`,
    });
  }
  await shoot(page, "profile-with-preferences", "/user/profile");
});

for (const [platform, userAgent] of [
  ["android", UA.androidChrome],
  ["iphone", UA.iphoneSafari],
] as const) {
  test.describe(`the ask for notifications on ${platform}`, () => {
    test.use({
      viewport: SIZES.phone,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      userAgent,
    });

    test("on the inbox", async ({ page }) => {
      const customer = await createUser({ punches: 3 });
      await insertMessage(customer.id, { title: "Your free coffee is waiting" });
      await signInAs(page, customer);
      await page.goto("/user/inbox");
      await waitForHydration(page);
      await expect(page.getByTestId("push-ask")).toBeVisible();
      await snap(page, `push-ask-${platform}-phone.png`);
      if (platform === "android") {
        await page.goto("/user/dashboard");
        await waitForHydration(page);
        await page.getByTestId("push-ask").scrollIntoViewIfNeeded();
        await snap(page, "push-ask-dashboard-android-phone.png", { fullPage: false });
      }
    });
  });
}

test("the ask for notifications on a desktop", async ({ page }) => {
  await page.setViewportSize(SIZES.desktop);
  await signInAs(page, await createUser());
  await page.goto("/user/inbox");
  await expect(page.getByTestId("push-ask")).toBeVisible();
  await snap(page, "push-ask-desktop.png");
});
