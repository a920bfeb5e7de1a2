import { m } from "../i18n/text.ts";

/**
 * Joining at the counter: the join screen's and /login's sentences, as keys of the `errors`
 * catalogue (their server pages translate them: those first loads carry no next-intl).
 */
export const JOIN_TITLE = "errors.join.title";
export const JOINING_OFF = "errors.join.joiningOff";
export const JOINING_OFF_DETAIL = "errors.join.joiningOffDetail";
export const NEW_HERE = "errors.join.newHere";
export const HAVE_ACCOUNT = "errors.join.haveAccount";
export const TOO_MANY_JOINS = "errors.join.tooManyJoins";
export const JOIN_FAILED = "errors.join.joinFailed";
export const USE_PASSKEY = "errors.join.usePasskey";
export const USE_PASSWORD = "errors.join.usePassword";

/** The dashboard's first-visit line and the card's countdown: "9 more punches for a free coffee". */
export function punchesToGo(left: number, reward: string): string {
  return m("errors.join.punchesToGo", { count: left, reward });
}

/** What the card promises a visitor about to join: "Collect 10 punches for a free coffee". */
export function cardPromise(punches: number, reward: string): string {
  return m("errors.join.cardPromise", { count: punches, reward });
}

/**
 * The join form's token was redeemed by someone else while the visitor filled it in (two
 * phones on one counter QR): the form keeps what they typed and takes the next code.
 */
export const TOKEN_JUST_USED = "errors.join.tokenJustUsed";
export const SCAN_NEXT_CODE = "errors.join.scanNextCode";
export const ENTER_NEXT_CODE = "errors.join.enterNextCode";
