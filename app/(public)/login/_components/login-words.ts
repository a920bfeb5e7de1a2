import type { useTranslations } from "next-intl";

type AuthT = ReturnType<typeof useTranslations<"auth">>;

/**
 * The sign-in form's words, translated on the server and handed in as a prop: next-intl's
 * client code would not fit /login's first load (docs/languages.md).
 */
export function loginWords(t: AuthT) {
  return {
    username: t("login.username"),
    password: t("login.password"),
    submit: t("login.submit"),
    submitting: t("login.submitting"),
    autoLoginTitle: t("login.autoLoginTitle"),
    autoLoginDetail: t("login.autoLoginDetail"),
    failed: t("login.failed"),
    or: t("or"),
    passkey: t("passkeySignIn"),
  };
}

export type LoginWords = ReturnType<typeof loginWords>;
