import type { MetadataRoute } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { dirOf, type Locale } from "@/lib/i18n/locales";
import { appIcons } from "@/lib/program/app-icons";
import { getProgram } from "@/lib/program/read";
import { BACKGROUND_COLOR, shortName } from "@/lib/pwa/app-identity";
import { getShopSettings } from "@/lib/settings/shop";

// The shop's name (/admin/settings), logo and card colour (/admin/program) are read at run
// time, not from the build.
export const dynamic = "force-dynamic";

/**
 * The web app manifest (/manifest.webmanifest): what a phone installs. Icons: the shop's logo's
 * (lib/program/logo-icons.ts) when it has one, else the app's own (scripts/icons.mjs).
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const [{ shopName }, program, t, locale] = await Promise.all([
    getShopSettings(),
    getProgram(),
    getTranslations("common.app"),
    getLocale() as Promise<Locale>,
  ]);
  const icons = appIcons(program);
  return {
    id: "/",
    name: shopName,
    short_name: shortName(shopName),
    description: t("description"),
    // Customers open their card; admins and signed-out visitors are redirected from there.
    start_url: "/user/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: icons.themeColor,
    background_color: BACKGROUND_COLOR,
    lang: locale,
    dir: dirOf(locale),
    categories: ["shopping", "lifestyle"],
    icons: icons.manifest,
    shortcuts: [
      {
        name: t("myRewards"),
        url: "/user/dashboard",
        icons: [{ src: icons.icon192, sizes: "192x192" }],
      },
      {
        name: t("verify"),
        short_name: t("verifyShort"),
        url: "/user/verify",
        icons: [{ src: icons.icon192, sizes: "192x192" }],
      },
    ],
  };
}
