import "server-only";
import type { NextResponse } from "next/server";
import { isHttps } from "@/lib/auth/cookie";
import { LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";

const A_YEAR = 60 * 60 * 24 * 365;

/**
 * The language chosen in the profile becomes this browser's too, so its pages keep it after
 * signing out (lib/i18n/resolve-locale.ts). None chosen clears the browser's, so the phone's
 * own language (Accept-Language) speaks again.
 */
export function rememberLocale(request: Request, response: NextResponse, locale: Locale | null) {
  if (locale === null) {
    response.cookies.set(LOCALE_COOKIE, "", { path: "/", maxAge: 0, sameSite: "lax" });
    return;
  }
  response.cookies.set(LOCALE_COOKIE, locale, {
    path: "/",
    maxAge: A_YEAR,
    sameSite: "lax",
    secure: isHttps(request),
  });
}
