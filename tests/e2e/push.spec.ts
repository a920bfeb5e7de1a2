import { createUser, sql } from "../support/api";
import { messageState } from "../support/inbox";
import { pushService } from "../support/push";
import { insertToken } from "../support/rewards";
import { expect, signInAs, test } from "./support/fixtures";
import {
  expectBell,
  openWithServiceWorker,
  permissionAsks,
  pushToServiceWorker,
  shownNotifications,
  stubPushManager,
  tapNotification,
} from "./support/inbox";
import { CustomerDashboard } from "./support/rewards-pages";

// The service worker precaches the build before it takes over: slow on a busy machine.
test.describe.configure({ timeout: 240_000 });

test("notifications: asked only from a tap, shown by the service worker, and a tap opens the screen", async ({
  page,
  context,
}) => {
  const customer = await createUser({ punches: 8 });
  await signInAs(page, customer);
  // Headless Chromium cannot subscribe to a real push service: the browser's subscription is
  // stood in for by one of the tests' push service, made with the key the app hands out, which
  // the server then really pushes to.
  const { publicKey } = (await (await page.request.get("/api/push/key")).json()) as {
    publicKey: string;
  };
  const subscription = await pushService.subscribe(publicKey);
  await context.grantPermissions(["notifications"]);
  await page.addInitScript(stubPushManager, {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
  });
  await openWithServiceWorker(page, "/user/dashboard");

  // After the first punch the dashboard offers notifications; nothing asked the browser yet.
  const ask = page.getByTestId("push-ask");
  await expect(ask).toHaveAttribute("data-state", "ask");
  expect(await permissionAsks(page)).toBe(0);

  await ask.getByTestId("push-ask-turn-on").click();
  await expect(ask).toHaveCount(0);
  expect(await permissionAsks(page)).toBe(1);
  expect(
    await page.evaluate(
      () => (window as unknown as { __subscribedWithKey: string }).__subscribedWithKey,
    ),
  ).toBe(publicKey);
  const { rows } = await sql().query("select user_id from push_subscriptions where endpoint = $1", [
    subscription.endpoint,
  ]);
  expect(rows).toEqual([{ user_id: customer.id }]);

  // The punch that fills the card sends its message to the phone.
  const dashboard = new CustomerDashboard(page);
  await dashboard.enterToken(await insertToken());
  await dashboard.expectPunches(9);
  await dashboard.enterToken(await insertToken());
  await dashboard.expectPunches(10);
  await expect
    .poll(() => pushService.messages(subscription.clientHash), { timeout: 30_000 })
    .toHaveLength(1);
  const [payload] = await pushService.messages(subscription.clientHash);
  const message = JSON.parse(payload!) as { id: number; title: string; body: string; link: string };
  expect(message.title).toMatch(/is waiting/);

  // The browser hands that push to the service worker, which shows it with the shop's icon.
  await page.goto("/user/profile");
  await pushToServiceWorker(page, payload!);
  await expect
    .poll(() => shownNotifications(context))
    .toEqual([
      {
        title: message.title,
        body: message.body,
        icon: expect.stringMatching(/\/icons\/icon-192\.png$/),
        data: { id: message.id, link: message.link },
      },
    ]);
  await expectBell(page, 1);

  // A tap counts it as opened and opens its screen.
  await tapNotification(context, message.title);
  await expect(page).toHaveURL(new RegExp(`${message.link.replace(/[?]/g, "\\?")}$`));
  await expect.poll(() => messageState(message.id)).toEqual({ read: true, opened: true });
});

test("a push that is not ours still shows safely and opens the inbox", async ({
  page,
  context,
  customer,
}) => {
  await context.grantPermissions(["notifications"]);
  await signInAs(page, customer);
  await openWithServiceWorker(page, "/user/dashboard");
  await pushToServiceWorker(
    page,
    JSON.stringify({ title: "Hello", link: "https://evil.example/" }),
  );
  await expect
    .poll(() => shownNotifications(context))
    .toEqual([
      {
        title: "Hello",
        body: "",
        icon: expect.stringMatching(/icon-192\.png$/),
        data: { id: null, link: "/user/inbox" },
      },
    ]);
  await tapNotification(context, "Hello");
  await expect(page).toHaveURL(/\/user\/inbox$/);
});
