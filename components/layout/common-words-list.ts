// The words of common-words.tsx in English, apart from it and with no imports: the context's
// default ships in every page's first load. The root layout's come from common-words-server.ts.

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

/**
 * The inbox bell's label (components/inbox/inbox-bell.tsx). Not in the English default above,
 * which every page's first load carries: the bell keeps its own, on the customer's screens only.
 */
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

export type CommonWords = typeof ENGLISH_COMMON_WORDS & { bell?: BellWords };
