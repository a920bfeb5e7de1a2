import { route } from "@/lib/api/route";
import { vapidKeys } from "@/lib/messaging/push/vapid";

// GET /api/push/key — the server's VAPID public key, for pushManager.subscribe → {publicKey}
export const GET = route({ role: "user" }, async () => ({
  publicKey: (await vapidKeys()).publicKey,
}));
