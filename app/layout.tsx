import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { AfterLoad } from "@/components/layout/after-load";
import { HydrationMark } from "@/components/layout/hydration-mark";
import { env } from "@/lib/env";
import { geistSans } from "./font";
import { pwaMetadata } from "./pwa-metadata";
import "./globals.css";

export const metadata: Metadata = {
  ...pwaMetadata,
  title: { default: env.SHOP_NAME, template: `%s · ${env.SHOP_NAME}` },
  description: "Collect punches, earn XP and level up with every visit.",
};

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
