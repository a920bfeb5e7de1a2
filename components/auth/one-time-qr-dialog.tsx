"use client";

import { QrCode, RotateCw } from "lucide-react";
import { useCallback, useState } from "react";
import { QrImage } from "@/components/rewards/qr-image";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { ExpiryCountdown } from "@/components/ui/expiry-countdown";
import { useText } from "@/components/i18n/use-text";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/http/fetcher";
import type { Serialized } from "@/lib/http/serialized";
import type { SignInQr } from "@/lib/login-links/sign-in-qr";

export type OneTimeQr = Serialized<SignInQr>;

const QR_PIXELS = 240;

export type OneTimeQrWords = {
  button: string;
  title: string;
  description: React.ReactNode;
  qrLabel: string;
  expiredHint: string;
  newQr: string;
  done: string;
  failed: string;
};

/**
 * A dialog showing a one-off sign-in QR (lib/login-links): made when it opens and on "New QR",
 * drawn with its countdown. The customer's sign-in QR and the counter device's are this one
 * dialog with their own words, call and test ids (`testId`, `-dialog`, `-expiry`, `-new`).
 */
export function OneTimeQrDialog({
  words,
  issue: make,
  onIssued,
  size = "default",
  testId,
}: {
  words: OneTimeQrWords;
  issue: () => Promise<OneTimeQr>;
  onIssued?: () => void;
  size?: "default" | "sm";
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<OneTimeQr | null>(null);
  const [error, setError] = useState<string | null>(null);
  const text = useText();

  const issue = useCallback(async () => {
    setLink(null);
    setError(null);
    try {
      setLink(await make());
      onIssued?.();
    } catch (e) {
      setError(errorMessage(e, words.failed));
    }
  }, [make, onIssued, words.failed]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void issue();
        else setLink(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size={size} data-testid={testId}>
          <QrCode aria-hidden /> {words.button}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid={`${testId}-dialog`}>
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-3" aria-live="polite">
          {link ? (
            <>
              <div className="w-full max-w-60 [&_img]:h-auto [&_img]:w-full">
                <QrImage value={link.url} size={QR_PIXELS} label={words.qrLabel} />
              </div>
              <ExpiryCountdown
                expiresAt={link.expiresAt}
                expiredHint={words.expiredHint}
                testId={`${testId}-expiry`}
              />
            </>
          ) : error ? (
            <p className="text-destructive text-sm font-medium" role="alert">
              {text(error)}
            </p>
          ) : (
            <Skeleton className="aspect-square w-full max-w-60" />
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => void issue()} data-testid={`${testId}-new`}>
            <RotateCw aria-hidden /> {words.newQr}
          </Button>
          <Button onClick={() => setOpen(false)}>{words.done}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
