import type { MetadataRoute } from "next";
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
  const [{ shopName }, program] = await Promise.all([getShopSettings(), getProgram()]);
  const icons = appIcons(program);
  return {
    id: "/",
    name: shopName,
    short_name: shortName(shopName),
    description: "Collect punches, earn XP and level up with every visit.",
    // Customers open their card; admins and signed-out visitors are redirected from there.
    start_url: "/user/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: icons.themeColor,
    background_color: BACKGROUND_COLOR,
    lang: "en",
    dir: "ltr",
    categories: ["shopping", "lifestyle"],
    icons: icons.manifest,
    shortcuts: [
      {
        name: "My Rewards",
        url: "/user/dashboard",
        icons: [{ src: icons.icon192, sizes: "192x192" }],
      },
      {
        name: "Verify a product",
        short_name: "Verify",
        url: "/user/verify",
        icons: [{ src: icons.icon192, sizes: "192x192" }],
      },
    ],
  };
}
