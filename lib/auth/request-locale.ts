import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { getSessionUser } from "@/lib/auth/session";
import { getShopSettings } from "@/lib/settings/shop";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { resolveLocale } from "@/lib/i18n/resolve-locale";

/** The shop's language (/admin/settings): English until the owner picks another. */
export async function shopLocale(): Promise<Locale> {
  const { language } = await getShopSettings();
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** This request's language (lib/i18n/resolve-locale.ts says whose it is). */
export const requestLocale = cache(async (): Promise<Locale> => {
  const [head, jar, shop, user] = await Promise.all([
    headers(),
    cookies(),
    shopLocale(),
    getSessionUser(),
  ]);
  return resolveLocale({
    // Set by proxy.ts for pages; API handlers name their language themselves when it is the shop's.
    pathname: head.get("x-punchcard-pathname") ?? "",
    profile: user?.locale,
    cookie: jar.get(LOCALE_COOKIE)?.value,
    acceptLanguage: head.get("accept-language"),
    shop,
  });
});
