"use client";

import { useState, useSyncExternalStore } from "react";
import type { ButtonVariantProps } from "@/components/ui/button-variants";
import { PlainButton } from "@/components/ui/plain-button";
import { Spinner } from "@/components/ui/spinner";
import { notify } from "@/components/ui/toast";
import {
  passkeyCancelled,
  passkeyErrorMessage,
  passkeysSupported,
  signInWithPasskey,
  type SignedInUser,
} from "@/lib/auth/passkeys/browser";
import {
  NO_PASSKEY_USED,
  NO_PASSKEY_USED_DETAIL,
  PASSKEY_SIGN_IN_FAILED,
} from "@/lib/auth/passkeys/messages";
import { ACCESS_DENIED } from "@/lib/auth/messages";

const noSubscription = () => () => {};

type Props = ButtonVariantProps & {
  className?: string;
  /** After the session is set: where to go. The button stays busy meanwhile. */
  onSignedIn: (user: SignedInUser) => void | Promise<void>;
};

/**
 * "Sign in with a passkey": the phone offers the passkeys it holds for this site, and the
 * one picked signs in with the same session a password opens. Rendered on the server (no jump
 * when the page becomes interactive) and hidden in the rare browser without WebAuthn. A native
 * button (PlainButton), as it sits on the first load of /login and /join.
 */
export function PasskeySignInButton({ onSignedIn, variant = "outline", ...props }: Props) {
  const [pending, setPending] = useState(false);
  const supported = useSyncExternalStore(noSubscription, passkeysSupported, () => true);
  if (!supported) return null;

  async function signIn() {
    setPending(true);
    try {
      const user = await signInWithPasskey();
      await onSignedIn(user);
    } catch (error) {
      if (passkeyCancelled(error)) notify.info(NO_PASSKEY_USED, NO_PASSKEY_USED_DETAIL);
      else notify.error(ACCESS_DENIED, passkeyErrorMessage(error, PASSKEY_SIGN_IN_FAILED));
      setPending(false);
    }
  }

  return (
    <PlainButton
      variant={variant}
      disabled={pending}
      aria-busy={pending}
      onClick={() => void signIn()}
      data-testid="passkey-sign-in"
      {...props}
    >
      {pending && <Spinner />}
      Sign in with a passkey
    </PlainButton>
  );
}
