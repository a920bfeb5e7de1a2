import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTimeZone } from "next-intl/server";
import { pickMessages, type Namespace } from "@/lib/i18n/catalogue";

/**
 * Gives the client components under it the catalogue's namespaces they use, and no others:
 * a screen's script and payload carry its own words only. A server component; not for the
 * first load of /login, /join or the dashboard (docs/languages.md: their words come as props).
 */
export async function IntlProvider({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: React.ReactNode;
}) {
  const [locale, timeZone, messages] = await Promise.all([
    getLocale(),
    getTimeZone(),
    getMessages(),
  ]);
  return (
    <NextIntlClientProvider
      locale={locale}
      timeZone={timeZone}
      messages={pickMessages(messages, namespaces)}
    >
      {children}
    </NextIntlClientProvider>
  );
}
