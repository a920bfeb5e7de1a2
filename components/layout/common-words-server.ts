import "server-only";
import type { useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { dirOf, type Locale } from "@/lib/i18n/locales";
import type { CommonWords } from "./common-words-list";

/** The primitives' words (common-words.tsx) in this request's language. */
export async function commonWords(): Promise<CommonWords> {
  const [t, locale] = await Promise.all([getTranslations("common"), getLocale()]);
  return commonWordsIn(t, locale as Locale);
}

/** The words from the `common` catalogue, as the root layout hands them in. */
export function commonWordsIn(
  t: ReturnType<typeof useTranslations<"common">>,
  locale: Locale,
): CommonWords {
  return {
    dir: dirOf(locale),
    close: t("ui.close"),
    cancel: t("ui.cancel"),
    delete: t("ui.delete"),
    copy: t("ui.copy"),
    copied: t("ui.copied"),
    copiedTitle: t("ui.copiedTitle"),
    copiedDetail: t("ui.copiedDetail"),
    error: t("ui.error"),
    tryAgain: t("ui.tryAgain"),
    loading: t("ui.loading"),
    logout: t("ui.logout"),
    backToDashboard: t("ui.backToDashboard"),
    optional: t("ui.optional"),
    errorTitle: t("errorPage.title"),
    errorGeneric: t("errorPage.generic"),
    // The reference is filled in by the error screen (app/error.tsx), in the browser.
    errorWithRef: t("errorPage.withRef", { ref: "{ref}" }),
    errorHome: t("errorPage.home"),
    bell: {
      locale,
      inbox: t("inboxBell.label"),
      inboxUnread: pluralForms(locale, (count) =>
        t("inboxBell.unread", { count, shown: "{count}" }),
      ),
    },
  };
}

/**
 * A plural message for a count only the browser will know: its sentence for each of the
 * language's plural forms, written from the catalogue's ICU message with a number of that form
 * (the first from 1 up), the count left as "{count}". The browser picks the form with
 * Intl.PluralRules, which has no code to load, and takes "other" where a form is missing.
 */
function pluralForms(
  locale: Locale,
  sentence: (count: number) => string,
): Partial<Record<Intl.LDMLPluralRule, string>> {
  const rules = new Intl.PluralRules(locale);
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (let n = 1; n <= 200; n++) forms[rules.select(n)] ??= sentence(n);
  // A form that reads as "other" does is left out: "other" stands for it (English's "one").
  for (const form of rules.resolvedOptions().pluralCategories) {
    if (form !== "other" && forms[form] === forms.other) delete forms[form];
  }
  return forms;
}
