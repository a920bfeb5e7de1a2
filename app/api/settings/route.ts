import { route } from "@/lib/api/route";
import { counterSettings, getShopSettings } from "@/lib/settings/shop";
import { updateShopSettings } from "@/lib/shop/update";
import { settingsUpdateSchema } from "@/lib/shop/schema";

// GET /api/settings — the shop's settings: all of them for an admin, what the counter
// needs for staff (staff, admin)
export const GET = route({ role: "staff" }, async ({ user }) => {
  const settings = await getShopSettings();
  return user.role === "admin" ? settings : counterSettings(settings);
});

// PUT /api/settings — change any subset of the settings; answers all of them (admin)
export const PUT = route({ role: "admin", input: settingsUpdateSchema }, async ({ input, user }) =>
  updateShopSettings({ changes: input, adminId: user.id }),
);
