import type { Metadata } from "next";
import { shortName } from "@/lib/pwa/app-identity";

/**
 * Tags that make the app install well from Safari on iOS (which reads these, not only the
 * manifest) and give every browser its icons, named after the shop (its settings). Spread
 * into a layout's or page's metadata: `{ ...pwaMetadata(shopName), title: … }`.
 * The manifest link itself is added by Next.js from app/manifest.ts.
 */
export const pwaMetadata = (shopName: string): Metadata => ({
  applicationName: shopName,
  appleWebApp: { capable: true, title: shortName(shopName), statusBarStyle: "default" },
  formatDetection: { telephone: false },
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "16x16 32x32 48x48" },
      { url: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
    ],
    apple: [{ url: "/icons/apple-touch-icon.png", sizes: "180x180", type: "image/png" }],
  },
  // Next.js writes the standard mobile-web-app-capable; iOS before 17 reads only this one.
  other: { "apple-mobile-web-app-capable": "yes" },
});
