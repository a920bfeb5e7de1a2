"use client";

import { useState, useSyncExternalStore } from "react";
import type { ButtonVariantProps } from "@/components/ui/button-variants";
import { PlainButton } from "@/components/ui/plain-button";
import { Spinner } from "@/components/ui/spinner";
import type { SignedInUser } from "@/lib/auth/passkeys/browser";
import { passkeysSupported } from "@/lib/auth/passkeys/supported";

const noSubscription = () => () => {};

type Props = ButtonVariantProps & {
  className?: string;
  /** "Sign in with a passkey" in the reader's language, from the screen (a first load). */
  label: string;
  /** After the session is set: where to go. The button stays busy meanwhile. */
  onSignedIn: (user: SignedInUser) => void | Promise<void>;
};

/**
 * "Sign in with a passkey": the phone offers the passkeys it holds for this site, and the
 * one picked signs in with the same session a password opens. Rendered on the server (no jump
 * when the page becomes interactive) and hidden in the rare browser without WebAuthn. A native
 * button on the first load of /login and /join; the ceremony loads with the tap.
 */
export function PasskeySignInButton({ onSignedIn, label, variant = "outline", ...props }: Props) {
  const [pending, setPending] = useState(false);
  const supported = useSyncExternalStore(noSubscription, passkeysSupported, () => true);
  if (!supported) return null;

  async function signIn() {
    setPending(true);
    const { passkeySignIn } = await import("./passkey-flows");
    const user = await passkeySignIn();
    if (user) await onSignedIn(user);
    else setPending(false);
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
      {label}
    </PlainButton>
  );
}
