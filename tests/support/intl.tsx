import { render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { ENGLISH_MESSAGES } from "./english";

/**
 * Renders a client component as a screen would under its IntlProvider, with the English
 * catalogue (pass `locale` and `messages` to try another language).
 */
export function renderWithIntl(
  ui: React.ReactElement,
  {
    locale = "en",
    messages = ENGLISH_MESSAGES,
    ...options
  }: RenderOptions & { locale?: Locale; messages?: Record<string, unknown> } = {},
) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
    options,
  );
}
