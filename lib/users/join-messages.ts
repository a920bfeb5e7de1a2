/**
 * Joining at the counter: the join screen's and /login's sentences, as keys of the `errors`
 * catalogue (their server pages translate them: those first loads carry no next-intl).
 */
export const JOINING_OFF = "errors.join.joiningOff";
export const TOO_MANY_JOINS = "errors.join.tooManyJoins";
export const JOIN_FAILED = "errors.join.joinFailed";

/**
 * The join form's token was redeemed by someone else while the visitor filled it in (two
 * phones on one counter QR): the form keeps what they typed and takes the next code.
 */
export const TOKEN_JUST_USED = "errors.join.tokenJustUsed";
