import type { useTranslations } from "next-intl";
import { dirOf, type Locale } from "@/lib/i18n/locales";

// The words of common-words.tsx, apart from it: the root layout makes them on the server, and
// a "use client" module's functions cannot be called there.

/** Outside the layout (a component test) the words are English, SPEC.md's. */
export const ENGLISH_COMMON_WORDS = {
  /** The way the page reads, for primitives whose arrow keys follow it (tabs). */
  dir: "ltr" as "ltr" | "rtl",
  close: "Close",
  cancel: "Cancel",
  delete: "Delete",
  copy: "Copy",
  copied: "Copied!",
  copiedTitle: "Copied",
  copiedDetail: "Copied to the clipboard",
  error: "Error",
  tryAgain: "Try again",
  loading: "Loading...",
  logout: "Logout",
  backToDashboard: "Back to Dashboard",
  optional: "(optional)",
  errorTitle: "Unexpected Application Error!",
  errorGeneric: "Something went wrong.",
  /** With "{ref}" where the error's reference goes: only the browser knows it. */
  errorWithRef: "Something went wrong (ref {ref}).",
  errorHome: "Go home",
};

export type CommonWords = typeof ENGLISH_COMMON_WORDS;

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
  };
}
