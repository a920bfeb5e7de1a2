import "server-only";
import { getLocale, getMessages, getTimeZone } from "next-intl/server";
import { pickMessages, type Messages, type Namespace } from "./catalogue";

/** What a NextIntlClientProvider takes, for a part of a first-load page that loads later. */
export type IntlProps = { locale: string; timeZone: string; messages: Messages };

/**
 * For code that loads after a first page's paint (the dashboard's card drawing, the toaster):
 * its server page passes these as a prop and the lazily loaded module wraps itself in
 * NextIntlClientProvider, so next-intl's client code stays out of the first load.
 */
export async function intlProps(namespaces: readonly Namespace[]): Promise<IntlProps> {
  const [locale, timeZone, messages] = await Promise.all([
    getLocale(),
    getTimeZone(),
    getMessages(),
  ]);
  return { locale, timeZone, messages: pickMessages(messages, namespaces) };
}
