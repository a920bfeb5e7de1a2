import { isLocale, matchAcceptLanguage, type Locale } from "./locales";

/**
 * Screens that speak the shop's language whoever looks at them: the counter display (a
 * customer reads it across the counter), the printed token sheets and the counter's poster.
 */
export function speaksShopLanguage(pathname: string): boolean {
  return (
    pathname === "/counter" ||
    pathname === "/admin/poster" ||
    /^\/counter\/batches\/[^/]+\/print\/?$/.test(pathname)
  );
}

export type LocaleSources = {
  pathname: string;
  /** The signed-in customer's choice in their profile, if any. */
  profile: Locale | null | undefined;
  /** This browser's earlier choice (the language cookie). */
  cookie: string | undefined;
  acceptLanguage: string | null;
  shop: Locale;
};

/**
 * Who sees which language: the shop's screens at the counter in the shop's; otherwise the
 * customer's profile (on every device), this browser's choice, the browser's own language
 * when it is one of ours, and the shop's language last.
 */
export function resolveLocale(sources: LocaleSources): Locale {
  if (speaksShopLanguage(sources.pathname)) return sources.shop;
  if (sources.profile) return sources.profile;
  if (isLocale(sources.cookie)) return sources.cookie;
  return matchAcceptLanguage(sources.acceptLanguage) ?? sources.shop;
}
