"use client";

import { SerwistProvider } from "@serwist/turbopack/react";
import { NextIntlClientProvider } from "next-intl";
import { providerProps } from "@/components/layout/later-intl";
import type { IntlProps } from "@/lib/i18n/intl-props";
import { UpdatePrompt } from "./update-prompt";

/**
 * Registers the service worker (/sw.js, built from app/sw.ts) once the page has loaded, and
 * offers a reload when a new version is waiting. Mounted once, in the root layout.
 * Not in development: a worker would serve stale code while editing.
 */
export function RegisterSW({ intl }: { intl: IntlProps }) {
  return (
    <SerwistProvider
      swUrl="/sw.js"
      disable={process.env.NODE_ENV !== "production"}
      // Pages are never cached (they hold the signed-in person's data), and a reload on
      // reconnect could throw away what someone was typing.
      cacheOnNavigation={false}
      reloadOnOnline={false}
    >
      <NextIntlClientProvider {...providerProps(intl)}>
        <UpdatePrompt />
      </NextIntlClientProvider>
    </SerwistProvider>
  );
}
