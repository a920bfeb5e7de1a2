"use client";

import { Fingerprint } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { OrLine } from "@/components/auth/or-line";
import { useCommonWords } from "@/components/layout/common-words";
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
 * its "or", where the browser cannot make passkeys. Its words come from the IntlProvider
 * add-passkey-section.tsx wraps it in.
 */
export function AddPasskeySectionView({ next }: { next: string }) {
  const t = useTranslations("auth");
  const common = useCommonWords();
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
      else notify.error(common.error, passkeyErrorMessage(error, ADD_PASSKEY_FAILED));
      setPending(false);
    }
  }

  return (
    <>
      <section aria-labelledby="passkey-title" className="space-y-3">
        <h2 id="passkey-title" className="font-semibold">
          {t("secure.title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("secure.body")}</p>
        <SubmitButton
          type="button"
          size="lg"
          className="w-full"
          pending={pending}
          icon={<Fingerprint aria-hidden />}
          onClick={() => void add()}
          data-testid="secure-add-passkey"
        >
          {t("secure.add")}
        </SubmitButton>
      </section>
      <OrLine label={t("or")} />
    </>
  );
}
