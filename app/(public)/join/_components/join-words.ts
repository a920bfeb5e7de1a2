import type { useTranslations } from "next-intl";

type JoinT = ReturnType<typeof useTranslations<"join">>;
type AuthT = ReturnType<typeof useTranslations<"auth">>;

/**
 * The join form's words, translated on the server and handed in as a prop: next-intl's client
 * code would not fit /join's first load (docs/languages.md). Sentences the server also says
 * (the password's minimum, the punch's toast) come translated from lib/ with `text`.
 */
export function joinWords(t: JoinT, auth: AuthT) {
  return {
    title: t("title"),
    joinedBefore: t("joinedBefore"),
    username: t("form.username"),
    name: t("form.name"),
    password: t("form.password"),
    passwordHint: t("form.passwordHint"),
    submit: t("form.submit"),
    submitting: t("form.submitting"),
    checking: t("form.checking"),
    usernameFree: t("form.usernameFree"),
    usernameRule: t("form.usernameRule"),
    failed: t("form.failed"),
    methodLegend: t("method.legend"),
    passkey: t("method.passkey"),
    passkeyDetail: t("method.passkeyDetail"),
    passwordMethod: t("method.password"),
    passwordMethodDetail: t("method.passwordDetail"),
    tokenJustUsed: t("next.tokenJustUsed"),
    scanNextCode: t("next.scanNextCode"),
    enterNextCode: t("next.enterNextCode"),
    scanNew: t("next.scan"),
    scanHint: t("next.scanHint"),
    typeNext: t("next.type"),
    passkeySignIn: auth("passkeySignIn"),
    or: auth("or"),
  };
}

export type JoinWords = ReturnType<typeof joinWords>;
