import { route } from "@/lib/http/route";
import { requestLocale } from "@/lib/i18n/request-locale";
import { automationSettings, updateAutomations } from "@/lib/messages/automations";
import { automationsUpdateSchema } from "@/lib/validation/shop-messages";

// GET /api/automations — the messages the shop sends on its own, the quiet hours, and what a
// preview fills in (admin)
export const GET = route({ role: "admin" }, async () => automationSettings(await requestLocale()));

// PUT /api/automations — switch, reword or retime any of them, or the quiet hours (admin)
export const PUT = route(
  { role: "admin", input: automationsUpdateSchema },
  async ({ input, user }) =>
    updateAutomations({ changes: input, adminId: user.id, locale: await requestLocale() }),
);
