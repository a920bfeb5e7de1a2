import type { IntlProps } from "@/lib/i18n/intl-props";
import type { Locale } from "@/lib/i18n/locales";

// The root layout's catalogue for what loads after the first paint (components/layout/
// after-load.tsx keeps it here as it renders): a part a screen loads later (the install offer)
// speaks the page's language without its screen handing it any words, and without next-intl's
// client code in that screen's first load. Null until the layout has rendered (a test).
let kept: IntlProps | null = null;

export function keepLaterIntl(intl: IntlProps) {
  kept = intl;
}

export function laterIntl(): IntlProps | null {
  return kept;
}

/** What NextIntlClientProvider takes: `intlProps` names the language as any string. */
export function providerProps(intl: IntlProps) {
  return { ...intl, locale: intl.locale as Locale };
}
