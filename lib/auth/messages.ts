import { m } from "../i18n/text.ts";

/** Sign-in sentences (SPEC.md §8), as keys of the `errors` catalogue. Safe in client components. */
export const LOGIN_ERROR = "errors.auth.loginError";
export const ACCESS_DENIED = "errors.auth.accessDenied";
export const LOGIN_FAILED = "errors.auth.loginFailed";
export const INVALID_OR_EXPIRED_TOKEN = "errors.auth.invalidOrExpiredToken";
/** The success toast of a password sign-in and of a login link. */
export const WELCOME_BACK = "errors.auth.welcomeBack";
export const signedInAs = (username: string) => m("errors.auth.signedInAs", { username });

/** The `error` query values of /login (set by a refused login link) and what each one says. */
export const LOGIN_LINK_ERRORS = {
  invalid_token: "errors.auth.loginLinkErrors.invalidToken",
  expired_token: "errors.auth.loginLinkErrors.expiredToken",
  user_not_found: "errors.auth.loginLinkErrors.userNotFound",
} as const;
export const UNKNOWN_LOGIN_ERROR = "errors.auth.unknownLoginError";
/** SPEC §5: both fields are required. */
export const LOGIN_REQUIRED = "errors.auth.loginRequired";
/** A request whose session has ended: signed out, or its account changed or deleted. */
export const SIGN_IN_TO_CONTINUE = "errors.auth.signInToContinue";
/** An account asked for by id that does not exist (a user, a passkey's owner). */
export const USER_NOT_FOUND = "errors.users.userNotFound";
/** A session whose account is gone (GET /api/auth/me). */
export const ACCOUNT_NOT_FOUND = "errors.auth.accountNotFound";
/** GET on the sign-in address: signing in is a POST. */
export const SIGN_IN_WITH_POST = "errors.auth.signInWithPost";
