import "server-only";
import { eq, sql } from "drizzle-orm";
import webpush, { WebPushError } from "web-push";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { pushSubscriptions, type PushSubscriptionRow } from "@/lib/db/schema";
import { allowedEndpoint } from "./hosts";
import { pushPayload, type PushPayload } from "./payload";
import { vapidKeys, vapidSubject } from "./vapid";

const jobData = z.object({ ids: z.array(z.number().int()).max(1000) });

// A push service that does not answer in this time counts as a failure (the next message
// tries again); a day-old push is not worth showing.
const TIMEOUT_MS = 10_000;
const TTL_SECONDS = 24 * 60 * 60;
// Messages of one job pushed at once: push services answer in tens of milliseconds, and a
// campaign's jobs run on several servers besides.
const PARALLEL = 8;

type Claimed = PushPayload & { userId: string };

/**
 * Claims a message for pushing: 'pending' → 'sending', committed before any request. A worker
 * that dies after this never pushes it, and no other worker will either: at most one push per
 * message, even when a server dies mid-way (the sweep marks it failed later).
 */
async function claim(id: number): Promise<Claimed | null> {
  const result = await db.execute<{
    id: string;
    user_id: string;
    title: string;
    body: string;
    link: string;
  }>(sql`
    update inbox_messages set push_status = 'sending', pushed_at = now()
    where id = ${id} and push_status = 'pending'
    returning id, user_id, title, body, link`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    userId: row.user_id,
    title: row.title,
    body: row.body,
    link: row.link,
  };
}

/**
 * One request to one subscription. The library posts with Node's https and follows no
 * redirect; an endpoint no longer allowed (the setting changed) is not posted to. A 404 or
 * 410 means the browser dropped the subscription: it is removed.
 */
async function sendTo(subscription: PushSubscriptionRow, body: string): Promise<boolean> {
  if (!allowedEndpoint(subscription.endpoint)) return false;
  const keys = await vapidKeys();
  try {
    await webpush.sendNotification(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      body,
      {
        vapidDetails: { subject: await vapidSubject(), ...keys },
        TTL: TTL_SECONDS,
        timeout: TIMEOUT_MS,
        contentEncoding: "aes128gcm",
      },
    );
    await db
      .update(pushSubscriptions)
      .set({ lastPushedAt: new Date() })
      .where(eq(pushSubscriptions.id, subscription.id));
    return true;
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    } else {
      console.error(
        `[push] ${new URL(subscription.endpoint).host} refused a push:`,
        error instanceof WebPushError ? `${error.statusCode} ${error.body}` : String(error),
      );
    }
    return false;
  }
}

/** Pushes one message to every phone of its customer and records how it went. */
async function pushOne(id: number): Promise<void> {
  const message = await claim(id);
  if (!message) return;
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, message.userId));
  const body = pushPayload(message);
  const results = await Promise.all(subscriptions.map((s) => sendTo(s, body)));
  const status = subscriptions.length === 0 ? "skipped" : results.some(Boolean) ? "sent" : "failed";
  // pushed_at held the claim's time while 'sending'; it keeps the push's time only when sent.
  await db.execute(sql`
    update inbox_messages set push_status = ${status}::push_status,
      pushed_at = ${status === "sent" ? new Date() : null}
    where id = ${id}`);
}

/** The "push" queue's job: a batch of message ids, a few at a time. */
export async function pushJob(data: unknown): Promise<void> {
  const { ids } = jobData.parse(data);
  let next = 0;
  const lanes = Array.from({ length: Math.min(PARALLEL, ids.length) }, async () => {
    while (next < ids.length) await pushOne(ids[next++]!);
  });
  await Promise.all(lanes);
}
