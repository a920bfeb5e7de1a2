import { sql } from "./api";

// The tests' side of the push stand-in (tests/support/push-service.mjs, started by
// scripts/test.mjs at TEST_PUSH_SERVICE): subscribe a pretend browser, read what it received.

export type StandInSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
};

function origin(): string {
  const url = process.env.TEST_PUSH_SERVICE;
  if (!url) throw new Error("TEST_PUSH_SERVICE is not set: run the tests through npm test");
  return url;
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok)
    throw new Error(`push stand-in ${path}: ${response.status} ${await response.text()}`);
  // Some of its answers are a bare "OK".
  const text = await response.text();
  return (text.startsWith("{") ? JSON.parse(text) : {}) as T;
}

export const pushService = {
  get origin() {
    return origin();
  },

  /** A new subscription, as a browser would make with the app's VAPID public key. */
  async subscribe(applicationServerKey: string): Promise<StandInSubscription> {
    // The mock reads these options as a form posts them (userVisibleOnly as "true").
    const response = await fetch(`${origin()}/subscribe`, {
      method: "POST",
      body: new URLSearchParams({ userVisibleOnly: "true", applicationServerKey }),
    });
    if (!response.ok) throw new Error(`push stand-in /subscribe: ${await response.text()}`);
    const { data } = (await response.json()) as { data: StandInSubscription };
    return data;
  },

  /** The decrypted payloads this subscription received, oldest first. */
  async messages(clientHash: string): Promise<string[]> {
    const { data } = await call<{ data: { messages: string[] } }>("/get-notifications", {
      clientHash,
    });
    return data.messages;
  },

  /** The browser dropped it: its next push answers 410 Gone. */
  async expire(clientHash: string): Promise<void> {
    await call(`/expire-subscription/${clientHash}`);
  },

  /** Every push waits this long before it is answered (0: none). */
  async delay(ms: number): Promise<void> {
    await call("/delay", { ms });
  },

  /** How many pushes (and redirect attempts) reached the stand-in so far. */
  async requests(): Promise<number> {
    const { data } = await call<{ data: { requests: number } }>("/requests");
    return data.requests;
  },

  /** An endpoint on the stand-in that answers with a redirect to the real one. */
  redirecting(subscription: StandInSubscription): string {
    return subscription.endpoint.replace("/notify/", "/redirect/");
  },
};

/** Waits until `check` returns a value other than undefined (a push is delivered by a worker). */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  { timeoutMs = 20_000, what = "the push" } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not arrive in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The app's VAPID public key, as GET /api/push/key answers it: made here when no server has
 * made it yet, the same way the app does (the first writer wins, every reader sees its pair).
 */
export async function appVapidKey(): Promise<string> {
  const { generateVAPIDKeys } = await import("web-push");
  const made = generateVAPIDKeys();
  await sql().query(
    `insert into app_settings (key, value) values ('vapid_public_key', $1), ('vapid_private_key', $2)
     on conflict (key) do nothing`,
    [made.publicKey, made.privateKey],
  );
  const { rows } = await sql().query<{ value: string }>(
    "select value from app_settings where key = 'vapid_public_key'",
  );
  return rows[0]!.value;
}

/** A customer's phone subscribed at the stand-in, stored as POST /api/push/subscriptions would. */
export async function subscribedPhone(
  userId: string,
  endpoint?: (subscription: StandInSubscription) => string,
): Promise<StandInSubscription> {
  const subscription = await pushService.subscribe(await appVapidKey());
  await sql().query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, device_name) values ($1, $2, $3, $4, 'Test phone')`,
    [
      userId,
      endpoint ? endpoint(subscription) : subscription.endpoint,
      subscription.keys.p256dh,
      subscription.keys.auth,
    ],
  );
  return subscription;
}

/** The parsed payloads a subscription received. */
export async function receivedPushes(
  subscription: StandInSubscription,
): Promise<{ id: number; title: string; body: string; link: string }[]> {
  return (await pushService.messages(subscription.clientHash)).map((m) => JSON.parse(m));
}
