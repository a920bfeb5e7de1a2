import type { MetadataRoute } from "next";
import { getShopSettings } from "@/lib/settings/shop";
import { BACKGROUND_COLOR, shortName, THEME_COLOR } from "@/lib/pwa/app-identity";

// The shop's name comes from its settings at run time (/admin/settings), not from the build.
export const dynamic = "force-dynamic";

/** The web app manifest (/manifest.webmanifest): what a phone installs. Icons: scripts/icons.mjs. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { shopName } = await getShopSettings();
  return {
    id: "/",
    name: shopName,
    short_name: shortName(shopName),
    description: "Collect punches, earn XP and level up with every visit.",
    // Customers open their card; admins and signed-out visitors are redirected from there.
    start_url: "/user/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    lang: "en",
    dir: "ltr",
    categories: ["shopping", "lifestyle"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      {
        name: "My Rewards",
        url: "/user/dashboard",
        icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
      },
      {
        name: "Verify a product",
        short_name: "Verify",
        url: "/user/verify",
        icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
      },
    ],
  };
}
