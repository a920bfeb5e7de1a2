import { useLocale } from "next-intl";
import { formatMoney } from "@/lib/i18n/money";

/**
 * Writes hundredths of the shop's currency in the reader's way ("4,50 €", "$4.50", "¥450").
 * The currency comes from the server page as a prop; the language from the IntlProvider.
 */
export function useMoney(currency: string): (cents: number) => string {
  const locale = useLocale();
  return (cents) => formatMoney(cents, currency, locale);
}
