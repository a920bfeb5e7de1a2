import type { Metadata } from "next";
import type { AppIcons } from "@/lib/program/app-icons";
import { shortName } from "@/lib/pwa/app-identity";

/**
 * Tags that make the app install well from Safari on iOS (which reads these, not only the
 * manifest) and give every browser its icons, named after the shop (its settings). Spread
 * into a layout's or page's metadata: `{ ...pwaMetadata(shopName), title: … }`. With `icons`
 * (lib/program/app-icons.ts), the shop's logo's; without, the app's own.
 * The manifest link itself is added by Next.js from app/manifest.ts.
 */
export const pwaMetadata = (shopName: string, icons?: AppIcons): Metadata => ({
  applicationName: shopName,
  appleWebApp: { capable: true, title: shortName(shopName), statusBarStyle: "default" },
  formatDetection: { telephone: false },
  icons: {
    icon: [
      // The favicon is the app's own drawing: with a logo, the logo's 192 px icon alone.
      ...(icons?.icon192.startsWith("/uploads/")
        ? []
        : [{ url: "/favicon.ico", sizes: "16x16 32x32 48x48" }]),
      { url: icons?.icon192 ?? "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
    ],
    apple: [
      { url: icons?.apple ?? "/icons/apple-touch-icon.png", sizes: "180x180", type: "image/png" },
    ],
  },
  // Next.js writes the standard mobile-web-app-capable; iOS before 17 reads only this one.
  other: { "apple-mobile-web-app-capable": "yes" },
});
