import type { Metadata, Viewport } from "next";
import { GeistMono } from "geist/font/mono";
import { GeistSans } from "geist/font/sans";
import { HydrationMark } from "@/components/layout/hydration-mark";
import { Toaster } from "@/components/ui/sonner";
import { env } from "@/lib/env";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: env.SHOP_NAME, template: `%s · ${env.SHOP_NAME}` },
  description: "Collect punches, earn XP and level up with every visit.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#4c2a9e",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${GeistSans.variable} ${GeistMono.variable}`}>
      <body className="min-h-dvh font-sans antialiased">
        {children}
        <Toaster />
        <HydrationMark />
      </body>
    </html>
  );
}
