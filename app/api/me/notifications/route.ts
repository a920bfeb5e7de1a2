import { route } from "@/lib/api/route";
import { getPreferences, updatePreferences } from "@/lib/messaging/preferences";
import { notificationSettingsSchema } from "@/lib/messaging/notification-schema";

// GET /api/me/notifications — {rewards, news, offers, birthday: {month, day} | null,
// devices: [{id, deviceName, createdAt}]}
export const GET = route({ role: "user" }, async ({ user }) => getPreferences(user.id));

// PUT /api/me/notifications {rewards?, news?, offers?, birthday?: {month, day} | null} — change
// what you hear about and your birthday → the same as GET
export const PUT = route(
  { role: "user", input: notificationSettingsSchema },
  async ({ user, input }) => updatePreferences({ userId: user.id, input }),
);
