// The shape of common-words.tsx's words, apart from it and with no imports. The words
// themselves come from the `common` catalogue, translated on the server (common-words-server.ts).

/** The primitives' words ("Close", "Cancel", "Try again") in the page's language. */
export type CommonWords = {
  /** The way the page reads, for primitives whose arrow keys follow it (tabs). */
  dir: "ltr" | "rtl";
  close: string;
  cancel: string;
  delete: string;
  copy: string;
  copied: string;
  copiedTitle: string;
  copiedDetail: string;
  error: string;
  tryAgain: string;
  loading: string;
  logout: string;
  backToDashboard: string;
  optional: string;
  errorTitle: string;
  errorGeneric: string;
  /** With "{ref}" where the error's reference goes: only the browser knows it. */
  errorWithRef: string;
  errorHome: string;
  /** The inbox bell's label (components/inbox/inbox-bell.tsx). */
  bell: BellWords;
};

export type BellWords = {
  /** The page's language: which plural form the unread count takes. */
  locale: string;
  /** Nothing unread. */
  inbox: string;
  /**
   * With unread messages: one sentence per plural form of the language (Intl.PluralRules'
   * names), "{count}" where the count goes; "other" stands for a form that reads as it does.
   * Only the browser knows the count.
   */
  inboxUnread: Partial<Record<Intl.LDMLPluralRule, string>>;
};
