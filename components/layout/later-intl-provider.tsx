"use client";

import { NextIntlClientProvider } from "next-intl";
import { ENGLISH_MESSAGES_FOR_LATER } from "./later-english";
import { laterIntl, providerProps } from "./later-intl";

/**
 * Wraps a part loaded after the first paint (the install offer) in the root layout's catalogue
 * (later-intl.ts). For a module that is itself loaded lazily: it brings next-intl's client code.
 */
export function LaterIntlProvider({ children }: { children: React.ReactNode }) {
  const intl = laterIntl() ?? ENGLISH_MESSAGES_FOR_LATER;
  return <NextIntlClientProvider {...providerProps(intl)}>{children}</NextIntlClientProvider>;
}
