import { createTranslator, NextIntlClientProvider } from "next-intl";
import type { IntlProps } from "@/lib/i18n/intl-props";
import type { Locale } from "@/lib/i18n/locales";
import type { Translate } from "@/lib/i18n/text";
import { CardDrawing, type CardViewProps } from "./card-drawing";

// Loaded after the dashboard has hydrated (rewards-dashboard.tsx), never with its first load:
// next-intl's client code, the card's drawing and the redemption's sentences come together here.

/** The card drawn in the browser after a token changed it, in the page's language. */
export function CardWithClaim({ intl, ...props }: CardViewProps & { intl: IntlProps }) {
  return (
    <NextIntlClientProvider
      locale={intl.locale as Locale}
      timeZone={intl.timeZone}
      messages={intl.messages}
    >
      <CardDrawing {...props} />
    </NextIntlClientProvider>
  );
}

/** The redemption's toasts and spoken lines: `t("card.dashboard.spoken", …)`. */
export function translatorOf(intl: IntlProps): Translate {
  return createTranslator({
    locale: intl.locale,
    timeZone: intl.timeZone,
    messages: intl.messages,
  } as Parameters<typeof createTranslator>[0]) as unknown as Translate;
}
