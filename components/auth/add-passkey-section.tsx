"use client";

import { Fingerprint } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { OrLine } from "@/components/auth/or-line";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import {
  addPasskey,
  passkeyAlreadyThere,
  passkeyCancelled,
  passkeyErrorMessage,
  passkeysSupported,
} from "@/lib/auth/passkeys/browser";
import {
  ADD_PASSKEY_FAILED,
  NO_PASSKEY_USED,
  PASSKEY_ADDED,
  PASSKEY_ALREADY_ADDED,
  WELCOME_PASSKEY,
} from "@/lib/auth/passkeys/messages";

const noSubscription = () => () => {};

/**
 * "Add a passkey", then on to `next`, above the screen's other way back in: for a screen whose
 * whole point is getting back in next time (after a sign-in QR from the counter). Hidden, with
 * its "or", where the browser cannot make passkeys.
 */
export function AddPasskeySection({ next }: { next: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const supported = useSyncExternalStore(noSubscription, passkeysSupported, () => true);
  if (!supported) return null;

  async function add() {
    setPending(true);
    try {
      await addPasskey();
      notify.success(PASSKEY_ADDED, WELCOME_PASSKEY);
      router.replace(next);
    } catch (error) {
      if (passkeyAlreadyThere(error)) {
        notify.info(PASSKEY_ALREADY_ADDED);
        router.replace(next);
        return;
      }
      if (passkeyCancelled(error)) notify.info(NO_PASSKEY_USED);
      else notify.error("Error", passkeyErrorMessage(error, ADD_PASSKEY_FAILED));
      setPending(false);
    }
  }

  return (
    <>
      <section aria-labelledby="passkey-title" className="space-y-3">
        <h2 id="passkey-title" className="font-semibold">
          Use Face ID / fingerprint
        </h2>
        <p className="text-muted-foreground text-sm">
          A passkey on this phone signs you in with one tap: nothing to remember.
        </p>
        <SubmitButton
          type="button"
          size="lg"
          className="w-full"
          pending={pending}
          icon={<Fingerprint aria-hidden />}
          onClick={() => void add()}
          data-testid="secure-add-passkey"
        >
          Add a passkey
        </SubmitButton>
      </section>
      <OrLine />
    </>
  );
}
