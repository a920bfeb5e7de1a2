import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { AfterLoad } from "@/components/layout/after-load";
import { HydrationMark } from "@/components/layout/hydration-mark";
import { getShopSettings } from "@/lib/settings/shop";
import { geistSans } from "./font";
import { pwaMetadata } from "./pwa-metadata";
import "./globals.css";

// The shop's name is a setting: read for each request, so a change shows without a rebuild.
export async function generateMetadata(): Promise<Metadata> {
  const { shopName } = await getShopSettings();
  return {
    ...pwaMetadata(shopName),
    title: { default: shopName, template: `%s · ${shopName}` },
    description: "Collect punches, earn XP and level up with every visit.",
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#4c2a9e",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered for its request: its inline scripts carry that request's nonce
  // (proxy.ts), which a page built ahead of time could not know.
  await connection();
  return (
    <html lang="en" className={geistSans.variable}>
      <body className="min-h-dvh font-sans antialiased">
        {children}
        <AfterLoad />
        <HydrationMark />
      </body>
    </html>
  );
}
