/** Passkey sentences. Plain strings, safe in client components. */
export const PASSKEY_NOT_FOUND = "Passkey not found";
export const PASSKEY_ADDED = "Passkey added";
export const PASSKEY_REMOVED = "Passkey removed";
export const WELCOME_PASSKEY = "Use it to sign in next time: no password needed";

// Refusals the server answers (and the screens show as they come).
export const PASSKEY_NOT_VERIFIED = "This passkey could not be verified. Please try again.";
export const PASSKEY_UNKNOWN =
  "This passkey is not registered here: it may have been removed from the account.";
export const PASSKEY_TIMED_OUT = "That took too long. Please try again.";
export const PASSKEY_ALREADY_ADDED = "This passkey is already on your account.";
export const PASSKEY_NOT_ADDED = "This passkey could not be added. Please try again.";
export const LAST_WAY_IN =
  "This is your only way to sign in: set a password or add another passkey first.";
export const TOO_MANY_NEW_PASSKEYS = "Too many new passkeys from this network.";

// Toasts when a ceremony or a call fails without the server's own words.
export const PASSKEY_SIGN_IN_FAILED = "Passkey sign-in failed";
export const ADD_PASSKEY_FAILED = "Failed to add passkey";
export const REMOVE_PASSKEY_FAILED = "Failed to remove passkey";
export const NO_PASSKEY_USED = "No passkey was used";
export const NO_PASSKEY_USED_DETAIL = "Try again, or sign in with your password.";
/** The browser refused the relying party: the page is not at the shop's public site address. */
export const PASSKEY_WRONG_ADDRESS =
  "Passkeys work only at the shop's own address. Open the app from its usual link and try again.";
