import "server-only";
import { sql } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { shopSettings as table, type ShopSettingsRow } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { serverMemo } from "@/lib/server-memo";

/** The shop's settings as /api/settings answers them (one row, edited at /admin/settings). */
export type ShopSettings = Omit<
  ShopSettingsRow,
  "id" | "updatedAt" | "updatedBy" | "counterByOwner" | "posterOpenedAt" | "setupDismissedAt"
>;

// Each app server keeps the row this long: a change reaches every server within seconds
// without a query per request on the busiest paths.
const FRESH_MS = 2_000;

/** Today's environment variables: what a new database starts with. */
function defaults() {
  return {
    shopName: env.SHOP_NAME,
    ownerHandle: env.SHOP_OWNER_HANDLE,
    ownerUrl: env.SHOP_OWNER_URL,
    messagingApp: env.SHOP_MESSAGING_APP,
    publicSiteUrl: env.PUBLIC_SITE_URL ?? null,
  };
}

/**
 * The row without its key, bookkeeping and the setup guide's state (lib/setup): what
 * GET /api/settings answers an admin.
 */
export function pick(row: ShopSettingsRow): ShopSettings {
  const settings: Partial<ShopSettingsRow> = { ...row };
  delete settings.id;
  delete settings.updatedAt;
  delete settings.updatedBy;
  delete settings.counterByOwner;
  delete settings.posterOpenedAt;
  delete settings.setupDismissedAt;
  return settings as ShopSettings;
}

/**
 * The settings row, read in `tx` when given (the reward rules read them inside their own
 * transaction). The first read of a new database writes the environment's values.
 */
export async function readShopSettings(tx: Tx | typeof db = db): Promise<ShopSettings> {
  const [row] = await tx.select().from(table).limit(1);
  if (row) return pick(row);
  await tx.insert(table).values(defaults()).onConflictDoNothing();
  const [made] = await tx.select().from(table).limit(1);
  return pick(made!);
}

/**
 * What the counter needs, for staff: the name and QR address, the token lifetime, the
 * earn rules so staff can explain a refusal, whether walk-ins can join and what a card earns. The review thresholds stay with the owner: a
 * cashier who knew them could keep a friend's punches just under them.
 */
export type CounterSettings = Pick<
  ShopSettings,
  | "shopName"
  | "publicSiteUrl"
  | "tokenLifetimeMinutes"
  | "punchCooldownMinutes"
  | "maxPunchesPerDay"
  | "maxCodesPerDay"
  | "timeZone"
  | "joinAtCounter"
  | "rewardName"
  | "staffTokensPerDay"
>;

export function counterSettings(settings: ShopSettings): CounterSettings {
  return {
    shopName: settings.shopName,
    publicSiteUrl: settings.publicSiteUrl,
    tokenLifetimeMinutes: settings.tokenLifetimeMinutes,
    punchCooldownMinutes: settings.punchCooldownMinutes,
    maxPunchesPerDay: settings.maxPunchesPerDay,
    maxCodesPerDay: settings.maxCodesPerDay,
    timeZone: settings.timeZone,
    joinAtCounter: settings.joinAtCounter,
    rewardName: settings.rewardName,
    staffTokensPerDay: settings.staffTokensPerDay,
  };
}

// Shared by the API routes and the pages, which Next bundles with separate copies of this module.
const memo = serverMemo("shop-settings", FRESH_MS, () => readShopSettings());

/** The settings, at most a couple of seconds old. */
export function getShopSettings(): Promise<ShopSettings> {
  return memo.get();
}

/** After this server saved a change, its own next read sees it at once. */
export function forgetShopSettings() {
  memo.forget();
}

/**
 * Whether the shop has shown itself: an owner saved its name, language, currency and time zone
 * (the setup guide's first step), or it already has customers' history (a shop upgraded from
 * before the guide, or whose saving admin was deleted since). Until then the landing page says
 * the shop is getting ready instead of advertising a card under the default name.
 */
export async function shopIsNamed(): Promise<boolean> {
  const result = await db.execute<{ named: boolean }>(sql`
    select exists (select 1 from shop_settings where updated_by is not null)
      or exists (select 1 from reward_ledger) as named`);
  return result.rows[0]?.named === true;
}
