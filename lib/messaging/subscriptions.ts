import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { deviceName } from "@/lib/http/device-name";
import { db } from "@/lib/db/client";
import { pushSubscriptions } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import type { PushSubscriptionInput } from "@/lib/messaging/notification-schema";
import { DEVICE_NOT_FOUND, ENDPOINT_REFUSED } from "./inbox-messages";
import { allowedEndpoint } from "./push/hosts";

/** A device in the profile's list: never its endpoint or keys (they let anyone push to it). */
export type Device = { id: string; deviceName: string; createdAt: string };

const deviceColumns = {
  id: pushSubscriptions.id,
  deviceName: pushSubscriptions.deviceName,
  createdAt: pushSubscriptions.createdAt,
};

function view(d: { id: string; deviceName: string; createdAt: Date }): Device {
  return { ...d, createdAt: d.createdAt.toISOString() };
}

/**
 * Keeps this browser's push subscription for the customer. The endpoint is a URL the server
 * will POST to, so only the known push services' hosts are accepted. An endpoint belongs to
 * one browser: saved again (a second customer signing in on a shared phone), it moves to
 * whoever saved it last, with its new keys, so the previous customer's messages stop going there.
 */
export async function saveSubscription({
  userId,
  subscription,
  userAgent,
}: {
  userId: string;
  subscription: PushSubscriptionInput;
  userAgent: string | null;
}): Promise<Device> {
  if (!allowedEndpoint(subscription.endpoint)) throw new ApiError("bad_request", ENDPOINT_REFUSED);
  const values = {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    deviceName: deviceName(userAgent),
  };
  const [saved] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: sql`excluded.user_id`,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        deviceName: sql`excluded.device_name`,
        // A device that changed hands counts from now in its new owner's list.
        createdAt: sql`case when ${pushSubscriptions.userId} = excluded.user_id then ${pushSubscriptions.createdAt} else now() end`,
      },
    })
    .returning(deviceColumns);
  return view(saved!);
}

/** The customer's own devices that receive push, oldest first. */
export async function listDevices(userId: string): Promise<Device[]> {
  const rows = await db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map(view);
}

/**
 * Stops push to one of the customer's own devices, named by its endpoint (the browser
 * unsubscribing) or its id (the profile's list). Another customer's device is not found,
 * as one that does not exist.
 */
export async function removeSubscription({
  userId,
  device,
}: {
  userId: string;
  device: { endpoint: string } | { id: string };
}): Promise<void> {
  const which =
    "endpoint" in device
      ? eq(pushSubscriptions.endpoint, device.endpoint)
      : eq(pushSubscriptions.id, device.id);
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(which, eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new ApiError("not_found", DEVICE_NOT_FOUND);
}
