import { created, route } from "@/lib/api/route";
import { removeSubscription, saveSubscription } from "@/lib/messaging/subscriptions";
import {
  pushSubscriptionSchema,
  removeSubscriptionSchema,
} from "@/lib/messaging/notification-schema";

// POST /api/push/subscriptions {endpoint, keys:{p256dh, auth}} — this browser gets your
// notifications → 201 {device}; 400 for an endpoint outside the known push services
export const POST = route(
  { role: "user", input: pushSubscriptionSchema },
  async ({ req, user, input }) =>
    created({
      device: await saveSubscription({
        userId: user.id,
        subscription: input,
        userAgent: req.headers.get("user-agent"),
      }),
    }),
);

// DELETE /api/push/subscriptions {endpoint} | {id} — stop notifications to one of your devices
export const DELETE = route(
  { role: "user", input: removeSubscriptionSchema },
  async ({ user, input }) => {
    await removeSubscription({ userId: user.id, device: input });
    return { ok: true };
  },
);
