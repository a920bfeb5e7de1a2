import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { shopSettings as table } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { RECOUNT_ACTIVITY_HOURS } from "@/lib/rewards/activity-hours";
import { RECOUNT_EARN_DAYS } from "@/lib/rewards/earn-days";
import { readProgram } from "@/lib/program/read";
import { NOT_A_ZONE, type SettingsUpdate } from "@/lib/shop/schema";
import { dayBelowPerToken } from "@/lib/program/token-day";
import { forgetShopSettings, pick, readShopSettings, type ShopSettings } from "@/lib/settings/shop";

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
  const row = await transaction(async (tx) => {
    // A new database has no row until its first read, which writes the environment's values.
    const before = await readShopSettings(tx);
    const [saved] = await tx
      .update(table)
      .set({ ...changes, updatedAt: new Date(), updatedBy: adminId })
      .returning();
    // After the update, which locks the settings row as a program save does first: the
    // program read here is the one saved last (lib/program/save.ts).
    if (changes.maxPunchesPerDay !== undefined) {
      const { maxTokenPunches } = await readProgram(tx);
      const below = dayBelowPerToken(saved!.maxPunchesPerDay, maxTokenPunches);
      if (below) throw ApiError.onField("bad_request", "maxPunchesPerDay", below);
    }
    if (changes.timeZone && changes.timeZone !== before.timeZone) {
      await moveShopDay(tx, changes.timeZone);
    }
    return saved!;
  });
  forgetShopSettings();
  return pick(row);
}

/**
 * The shop's day is computed by PostgreSQL in every redemption, so the zone must be one it
 * knows (the form's list comes from the browser's). A new zone moves every day boundary:
 * each customer's daily counts and the shop's hourly roll-up are recounted from the ledger
 * in the same transaction, in the order the reward transactions lock them.
 */
async function moveShopDay(tx: Tx, timeZone: string) {
  const known = await tx.execute(sql`select 1 from pg_timezone_names where name = ${timeZone}`);
  if (known.rows.length === 0) throw new ApiError("bad_request", NOT_A_ZONE);
  for (const statement of [...RECOUNT_EARN_DAYS, ...RECOUNT_ACTIVITY_HOURS]) {
    await tx.execute(sql.raw(statement));
  }
}
