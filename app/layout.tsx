import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { AfterLoad } from "@/components/layout/after-load";
import { CommonWordsProvider } from "@/components/layout/common-words";
import { commonWords } from "@/components/layout/common-words-server";
import { HydrationMark } from "@/components/layout/hydration-mark";
import { intlProps } from "@/lib/i18n/intl-props";
import { dirOf, type Locale } from "@/lib/i18n/locales";
import { appIcons } from "@/lib/program/app-icons";
import { getProgram } from "@/lib/program/read";
import { THEME_COLOR } from "@/lib/pwa/app-identity";
import { getShopSettings } from "@/lib/settings/shop";
import { geistSans } from "./font";
import { pwaMetadata } from "./pwa-metadata";
import "./globals.css";

// The shop's name is a setting, its logo and colour its program's: read for each request (each
// cached ~2 s), so a change shows without a rebuild.
export async function generateMetadata(): Promise<Metadata> {
  const [{ shopName }, program, t] = await Promise.all([
    getShopSettings(),
    getProgram(),
    getTranslations("common.app"),
  ]);
  return {
    ...pwaMetadata(shopName, appIcons(program)),
    title: { default: shopName, template: `%s · ${shopName}` },
    description: t("description"),
  };
}

/** The status bar takes the card's colour when the owner chose one (/admin/program). */
export async function generateViewport(): Promise<Viewport> {
  const { cardColor } = await getProgram();
  return { width: "device-width", initialScale: 1, themeColor: cardColor ?? THEME_COLOR };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered for its request: its inline scripts carry that request's nonce
  // (proxy.ts), which a page built ahead of time could not know.
  await connection();
  const [locale, words, intl] = await Promise.all([
    getLocale() as Promise<Locale>,
    commonWords(),
    // What the toasts, the install offer, the update notice and the one-time passkey offer
    // say: they load after the first paint (components/layout/after-load.tsx).
    intlProps(["common", "auth", "errors"]),
  ]);
  return (
    <html lang={locale} dir={dirOf(locale)} className={geistSans.variable}>
      <body className="min-h-dvh font-sans antialiased">
        {/* The parts that load later (the passkey offer's dialog, the toaster) use the
            primitives too, so they sit inside the provider with the screen. */}
        <CommonWordsProvider words={words}>
          {children}
          <AfterLoad intl={intl} />
        </CommonWordsProvider>
        <HydrationMark />
      </body>
    </html>
  );
}
