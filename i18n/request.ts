import { getRequestConfig } from "next-intl/server";
import { loadMessages } from "@/lib/i18n/catalogue";
import { requestLocale } from "@/lib/auth/request-locale";
import { getShopSettings } from "@/lib/settings/shop";

// next-intl's per-request configuration (next.config.ts names this file): the language this
// request speaks, its messages, and the shop's time zone for every date and time shown.
export default getRequestConfig(async () => {
  const [locale, { timeZone }] = await Promise.all([requestLocale(), getShopSettings()]);
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone,
  };
});
