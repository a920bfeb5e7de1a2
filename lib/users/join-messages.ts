/** Joining at the counter: the join screen's and /login's sentences. Safe in client components. */
export const JOIN_TITLE = "Join and collect your first punch";
export const JOINING_OFF = "Ask at the counter to join";
export const JOINING_OFF_DETAIL =
  "This shop adds new customers at the counter. Show this screen to the staff.";
export const NEW_HERE = "New here? Scan the QR at the counter to join.";
export const HAVE_ACCOUNT = "I already have an account";
export const TOO_MANY_JOINS = "Too many attempts to join from this network.";
export const JOIN_FAILED = "Could not join";
export const USE_PASSKEY = "Use Face ID / fingerprint";
export const USE_PASSWORD = "Use a password";

/** The dashboard's first-visit line and the card's countdown: "9 more punches for a free coffee". */
export function punchesToGo(left: number, reward: string): string {
  return `${left} more punch${left === 1 ? "" : "es"} for a free ${reward}`;
}

/** What the card promises a visitor about to join: "Collect 10 punches for a free coffee". */
export function cardPromise(punches: number, reward: string): string {
  return `Collect ${punches} punches for a free ${reward}`;
}

/**
 * The join form's token was redeemed by someone else while the visitor filled it in (two
 * phones on one counter QR): the form keeps what they typed and takes the next code.
 */
export const TOKEN_JUST_USED = "Someone just used this code";
export const SCAN_NEXT_CODE =
  "The counter's screen shows a new QR now. Scan it, or type the code shown under it, and your details stay as they are.";
export const ENTER_NEXT_CODE = "Please enter the code shown under the new QR";
