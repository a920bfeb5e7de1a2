import { expect, type BrowserContext, type Page, type Worker } from "@playwright/test";

export class InboxPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/user/inbox");
  }

  messages() {
    return this.page.getByTestId("inbox-message");
  }

  titles() {
    return this.page.getByTestId("inbox-message-title");
  }
}

/**
 * Opens a customer screen and waits until the service worker controls it. The worker first
 * precaches the build, which on a busy machine takes longer than the usual wait.
 */
export async function openWithServiceWorker(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
    timeout: 120_000,
  });
}

/** The bell's unread count as the bell itself shows it ("0" until something is unread). */
export async function expectBell(page: Page, unread: number) {
  const bell = page.getByTestId("inbox-bell").first();
  await expect(bell).toHaveAttribute("data-unread", String(unread));
  // The count is drawn over the link's corner, beside it (inbox-bell.tsx says why).
  const count = bell.locator("..").getByTestId("inbox-bell-count");
  if (unread === 0) await expect(count).toHaveCount(0);
  else await expect(count).toHaveText(String(unread));
}

/**
 * Delivers a push message to the page's service worker as the browser's push service would,
 * through Chrome DevTools Protocol (headless Chromium cannot subscribe to a real push service).
 */
export async function pushToServiceWorker(page: Page, data: string) {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  try {
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin,
      registrationId: await registrationId,
      data,
    });
  } finally {
    await cdp.detach();
  }
}

export function serviceWorkerOf(context: BrowserContext): Worker {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error("no service worker runs for this context");
  return worker;
}

type ShownNotification = { title: string; body: string; icon: string; data: unknown };

/** The notifications the service worker is showing. */
export function shownNotifications(context: BrowserContext): Promise<ShownNotification[]> {
  return serviceWorkerOf(context).evaluate(async () => {
    const sw = self as unknown as ServiceWorkerGlobalScope;
    return (await sw.registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      icon: n.icon,
      data: n.data as unknown,
    }));
  });
}

/**
 * A tap on the notification with this title: the service worker gets the `notificationclick`
 * it would get from the system (DevTools Protocol has no call for that tap).
 */
export async function tapNotification(context: BrowserContext, title: string) {
  await serviceWorkerOf(context).evaluate(async (wanted) => {
    const sw = self as unknown as ServiceWorkerGlobalScope;
    const notification = (await sw.registration.getNotifications()).find((n) => n.title === wanted);
    if (!notification) throw new Error(`no notification titled ${wanted}`);
    sw.dispatchEvent(new NotificationEvent("notificationclick", { notification }));
  }, title);
}

/**
 * Stands in for the browser's push service on this page: pushManager.subscribe answers the
 * given subscription (an endpoint of the tests' push-service stand-in) and records the key it
 * was asked to use; Notification.requestPermission counts its calls. Pass to addInitScript.
 */
export function stubPushManager(subscription: {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}) {
  const w = window as unknown as {
    __permissionAsks: number;
    __subscribedWithKey: string | null;
  };
  w.__permissionAsks = 0;
  w.__subscribedWithKey = null;
  let current: PushSubscription | null = null;
  const make = () =>
    ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        keys: subscription.keys,
      }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    if (key instanceof Uint8Array) {
      let binary = "";
      for (let i = 0; i < key.length; i++) binary += String.fromCharCode(key[i]!);
      w.__subscribedWithKey = btoa(binary)
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    }
    current = make();
    return current;
  };
  PushManager.prototype.getSubscription = async () => current;
  const ask = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = (...args) => {
    w.__permissionAsks += 1;
    return ask(...args);
  };
}

export function permissionAsks(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __permissionAsks: number }).__permissionAsks);
}
