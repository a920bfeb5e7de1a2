import "server-only";
import { inArray, sql } from "drizzle-orm";
import webpush from "web-push";
import { db } from "@/lib/db/client";
import { appSettings } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { readShopSettings } from "@/lib/settings/shop";

export type VapidKeys = { publicKey: string; privateKey: string };

const KEYS = ["vapid_public_key", "vapid_private_key"];
const globalForVapid = globalThis as unknown as { punchcardVapid?: Promise<VapidKeys> };

/**
 * The VAPID key pair from the environment, or the one kept in the database: made by the first
 * server that needs it, and the same on every server (a browser's subscription is bound to the
 * public key it was made with, so the pair must never change under it).
 */
async function load(): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const made = webpush.generateVAPIDKeys();
  await db.execute(sql`
    insert into app_settings (key, value)
    values ('vapid_public_key', ${made.publicKey}), ('vapid_private_key', ${made.privateKey})
    on conflict (key) do nothing`);
  const rows = await db.select().from(appSettings).where(inArray(appSettings.key, KEYS));
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? "";
  return { publicKey: value("vapid_public_key"), privateKey: value("vapid_private_key") };
}

export function vapidKeys(): Promise<VapidKeys> {
  globalForVapid.punchcardVapid ??= load().catch((error: unknown) => {
    globalForVapid.punchcardVapid = undefined;
    throw error;
  });
  return globalForVapid.punchcardVapid;
}

/**
 * Who push services may contact about this shop's pushes: VAPID_SUBJECT, else the shop's public
 * address when it is https, else the owner's page (push services want mailto: or https:).
 */
export async function vapidSubject(): Promise<string> {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const shop = await readShopSettings();
  if (shop.publicSiteUrl?.startsWith("https://")) return shop.publicSiteUrl;
  return shop.ownerUrl;
}
