import { route } from "@/lib/api/route";
import { requestLocale } from "@/lib/auth/request-locale";
import { automationSettings, updateAutomations } from "@/lib/messaging/automations";
import { automationsUpdateSchema } from "@/lib/messaging/shop-message-schema";

// GET /api/automations — the messages the shop sends on its own, the quiet hours, and what a
// preview fills in (admin)
export const GET = route({ role: "admin" }, async () => automationSettings(await requestLocale()));

// PUT /api/automations — switch, reword or retime any of them, or the quiet hours (admin)
export const PUT = route(
  { role: "admin", input: automationsUpdateSchema },
  async ({ input, user }) =>
    updateAutomations({ changes: input, adminId: user.id, locale: await requestLocale() }),
);
