import type { RegistrationResponseJSON } from "@simplewebauthn/browser";
import { notify } from "@/components/ui/toast";
import { ACCESS_DENIED } from "@/lib/auth/messages";
import {
  createJoinPasskey,
  passkeyCancelled,
  passkeyErrorMessage,
  signInWithPasskey,
  startPasskeyAutofill,
  type SignedInUser,
} from "@/lib/auth/passkeys/browser";
import {
  NO_PASSKEY_USED,
  NO_PASSKEY_USED_DETAIL,
  PASSKEY_SIGN_IN_FAILED,
} from "@/lib/auth/passkeys/messages";
import { JOIN_FAILED } from "@/lib/users/join-messages";

export { forgetJoinPasskey } from "@/lib/auth/passkeys/browser";
export { offerPasskeyNextPage } from "./offer-passkey";

/**
 * The passkey ceremonies of the screens a new customer opens first (/login, /join), with what
 * they say when one fails. Those screens import this module only when a passkey is used (or,
 * for the username's autofill, once the page is idle), so their first load stays small.
 */

/** "Sign in with a passkey": the signed-in user, or null once the failure has been said. */
export async function passkeySignIn(): Promise<SignedInUser | null> {
  try {
    return await signInWithPasskey();
  } catch (error) {
    if (passkeyCancelled(error)) notify.info(NO_PASSKEY_USED, NO_PASSKEY_USED_DETAIL);
    else notify.error(ACCESS_DENIED, passkeyErrorMessage(error, PASSKEY_SIGN_IN_FAILED));
    return null;
  }
}

/**
 * The site's passkeys in the username's autofill (lib/auth/passkeys/browser.ts): the user once
 * one is picked, or null. A passkey the shop refuses is said once, and not offered again at once.
 */
export async function passkeyAutofill(signal: AbortSignal): Promise<SignedInUser | null> {
  try {
    return await startPasskeyAutofill(signal);
  } catch (error) {
    notify.error(ACCESS_DENIED, passkeyErrorMessage(error, PASSKEY_SIGN_IN_FAILED));
    return null;
  }
}

const CHOOSE_PASSWORD_INSTEAD = "Try again, or choose a password instead.";

/** A passkey for the account a join is about to make; null once the failure has been said. */
export async function joinPasskey(person: {
  username: string;
  displayName?: string;
  invite?: string;
}): Promise<RegistrationResponseJSON | null> {
  try {
    return await createJoinPasskey(person);
  } catch (error) {
    if (passkeyCancelled(error)) notify.info(NO_PASSKEY_USED, CHOOSE_PASSWORD_INSTEAD);
    else notify.error(JOIN_FAILED, passkeyErrorMessage(error, CHOOSE_PASSWORD_INSTEAD));
    return null;
  }
}
