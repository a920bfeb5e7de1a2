/** Passkey sentences, as keys of the `errors` catalogue. Safe in client components. */
export const PASSKEY_NOT_FOUND = "errors.passkeys.passkeyNotFound";
export const PASSKEY_ADDED = "errors.passkeys.passkeyAdded";
export const PASSKEY_REMOVED = "errors.passkeys.passkeyRemoved";
export const WELCOME_PASSKEY = "errors.passkeys.welcomePasskey";

// Refusals the server answers (and the screens show as they come).
export const PASSKEY_NOT_VERIFIED = "errors.passkeys.notVerified";
export const PASSKEY_UNKNOWN = "errors.passkeys.unknown";
export const PASSKEY_TIMED_OUT = "errors.passkeys.timedOut";
export const PASSKEY_ALREADY_ADDED = "errors.passkeys.alreadyAdded";
export const PASSKEY_NOT_ADDED = "errors.passkeys.notAdded";
export const LAST_WAY_IN = "errors.passkeys.lastWayIn";
export const TOO_MANY_NEW_PASSKEYS = "errors.passkeys.tooManyNew";
/** A WebAuthn answer that is not one a browser writes (lib/auth/passkeys/schema.ts). */
export const PASSKEY_ANSWER_INVALID = "errors.passkeys.invalidAnswer";
/** The relying party does not match the address the request came to. */
export const PASSKEY_WRONG_SITE = "errors.passkeys.wrongSite";
export const DEVICE_NAME_TOO_LONG = "errors.passkeys.deviceNameTooLong";

// Toasts when a ceremony or a call fails without the server's own words.
export const PASSKEY_SIGN_IN_FAILED = "errors.passkeys.signInFailed";
export const ADD_PASSKEY_FAILED = "errors.passkeys.addFailed";
export const REMOVE_PASSKEY_FAILED = "errors.passkeys.removeFailed";
export const NO_PASSKEY_USED = "errors.passkeys.noPasskeyUsed";
export const NO_PASSKEY_USED_DETAIL = "errors.passkeys.noPasskeyUsedDetail";
/** The browser refused the relying party: the page is not at the shop's public site address. */
export const PASSKEY_WRONG_ADDRESS = "errors.passkeys.wrongAddress";
