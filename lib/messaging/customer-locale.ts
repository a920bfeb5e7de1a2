import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { getShopSettings } from "@/lib/settings/shop";

/** The shop's language (/admin/settings), for whoever chose none. */
export async function shopLanguage(): Promise<Locale> {
  const { language } = await getShopSettings();
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * The language a customer's inbox messages and pushes are written in: their profile's, else
 * the shop's (a message has no browser to ask).
 */
export async function customerLocale(userId: string): Promise<Locale> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return isLocale(row?.locale) ? row.locale : shopLanguage();
}
