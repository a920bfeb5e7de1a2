"use client";

import { Fingerprint } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useCommonWords } from "@/components/layout/common-words";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import {
  addPasskey,
  passkeyAlreadyThere,
  passkeyCancelled,
  passkeyErrorMessage,
  passkeysSupported,
  type PasskeyView,
} from "@/lib/auth/passkeys/browser";
import {
  ADD_PASSKEY_FAILED,
  PASSKEY_ADDED,
  PASSKEY_ALREADY_ADDED,
  WELCOME_PASSKEY,
} from "@/lib/auth/passkeys/messages";
import { api } from "@/lib/http/fetcher";
import { rememberOffered, wasOffered } from "./offer-passkey";

/** Whether to offer: passkeys work here, with the phone's own lock, and the account has none. */
async function worthOffering(userId: string): Promise<boolean> {
  if (!passkeysSupported() || wasOffered(userId)) return false;
  const platform = await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable?.()
    .then(Boolean)
    .catch(() => false);
  if (!platform) return false;
  const { passkeys } = await api<{ passkeys: PasskeyView[] }>("/passkeys");
  return passkeys.length === 0;
}

/**
 * The one-time offer, after a password sign-in on a phone: "Sign in faster next time" with a
 * passkey. Shown once per account on this device, whatever the answer.
 */
export function PasskeyOffer({ userId }: { userId: string }) {
  const t = useTranslations("auth.offer");
  const common = useCommonWords();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    worthOffering(userId)
      .then((offer) => {
        if (!live || !offer) return;
        rememberOffered(userId);
        setOpen(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userId]);

  async function add() {
    setPending(true);
    try {
      await addPasskey();
      notify.success(PASSKEY_ADDED, WELCOME_PASSKEY);
      setOpen(false);
    } catch (error) {
      if (passkeyAlreadyThere(error)) {
        notify.info(PASSKEY_ALREADY_ADDED);
        setOpen(false);
      } else if (!passkeyCancelled(error)) {
        notify.error(common.error, passkeyErrorMessage(error, ADD_PASSKEY_FAILED));
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogContent className="sm:max-w-md" data-testid="passkey-offer">
        <DialogHeader className="items-center px-8 text-center">
          <span className="bg-primary/10 text-primary mb-1 flex size-14 items-center justify-center rounded-full">
            <Fingerprint className="size-7" aria-hidden />
          </span>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("body")}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2 sm:flex-col-reverse">
          <Button
            variant="ghost"
            onClick={() => setOpen(false)}
            disabled={pending}
            data-testid="passkey-offer-later"
          >
            {t("later")}
          </Button>
          <SubmitButton
            type="button"
            size="lg"
            pending={pending}
            icon={<Fingerprint aria-hidden />}
            onClick={() => void add()}
            data-testid="passkey-offer-add"
          >
            {t("add")}
          </SubmitButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
