import { render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { commonWordsFor, WithCommonWords } from "./common-words";
import { ENGLISH_MESSAGES } from "./english";

/**
 * Renders a client component as a screen would under its IntlProvider, with the English
 * catalogue (pass `locale` and `messages` to try another language), inside the root layout's
 * words for the primitives in the same language.
 */
export function renderWithIntl(
  ui: React.ReactElement,
  {
    locale = "en",
    messages = ENGLISH_MESSAGES,
    ...options
  }: RenderOptions & { locale?: Locale; messages?: Record<string, unknown> } = {},
) {
  const common = (messages.common as Record<string, unknown> | undefined) ?? undefined;
  return render(
    <WithCommonWords words={commonWordsFor(locale, common)}>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        {ui}
      </NextIntlClientProvider>
    </WithCommonWords>,
    options,
  );
}
