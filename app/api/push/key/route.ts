import { route } from "@/lib/http/route";
import { vapidKeys } from "@/lib/messages/push/vapid";

// GET /api/push/key — the server's VAPID public key, for pushManager.subscribe → {publicKey}
export const GET = route({ role: "user" }, async () => ({
  publicKey: (await vapidKeys()).publicKey,
}));
