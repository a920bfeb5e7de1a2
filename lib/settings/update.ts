import "server-only";
import { db } from "@/lib/db/client";
import { shopSettings as table } from "@/lib/db/schema";
import type { SettingsUpdate } from "@/lib/validation/settings";
import { forgetShopSettings, pick, readShopSettings, type ShopSettings } from "./shop";

/**
 * Saves the fields an admin changed (the others keep their value) and answers the whole
 * settings. This server forgets its copy at once; the others within their ~2 s cache.
 */
export async function updateShopSettings({
  changes,
  adminId,
}: {
  changes: SettingsUpdate;
  adminId: string;
}): Promise<ShopSettings> {
  const row = await db.transaction(async (tx) => {
    // A new database has no row until its first read, which writes the environment's values.
    await readShopSettings(tx);
    const [saved] = await tx
      .update(table)
      .set({ ...changes, updatedAt: new Date(), updatedBy: adminId })
      .returning();
    return saved!;
  });
  forgetShopSettings();
  return pick(row);
}
