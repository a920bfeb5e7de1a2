"use client";

import { NextIntlClientProvider } from "next-intl";
import { laterIntl, providerProps } from "./later-intl";

/**
 * Wraps a part loaded after the first paint (the install offer) in the root layout's catalogue
 * (later-intl.ts). For a module that is itself loaded lazily: it brings next-intl's client code.
 * Only under the root layout, which keeps the catalogue first: without it there are no words
 * to speak, so it throws (a component test keeps one with `keepLaterIntl`).
 */
export function LaterIntlProvider({ children }: { children: React.ReactNode }) {
  const intl = laterIntl();
  if (!intl)
    throw new Error("LaterIntlProvider: no catalogue kept (components/layout/after-load.tsx)");
  return <NextIntlClientProvider {...providerProps(intl)}>{children}</NextIntlClientProvider>;
}
