"use client";

import { QrCode, RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
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
import { api, errorMessage } from "@/lib/http/fetcher";
import type { Serialized } from "@/lib/http/serialized";
import type { SignInQr } from "@/lib/login-links/sign-in-qr";

type Link = Serialized<SignInQr>;

const QR_PIXELS = 240;

/**
 * A one-off sign-in QR for a customer who has a new phone or forgot their password: staff
 * (or the owner) show it, the customer scans it with their phone's camera and is signed in,
 * then asked to add a passkey or set a new password. It works once, for 10 minutes, and who
 * made it is recorded on the customer's page. Its words are `auth.signInQr`.
 */
export function SignInQrDialog({
  customer,
  onIssued,
  size = "default",
}: {
  customer: { id: string; username: string };
  /** After a link was made: the customer's page shows it in its list. */
  onIssued?: () => void;
  size?: "default" | "sm";
}) {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<Link | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations("auth.signInQr");
  const text = useText();

  const issue = useCallback(async () => {
    setLink(null);
    setError(null);
    try {
      setLink(await api<Link>(`/customers/${customer.id}/login-link`, { method: "POST" }));
      onIssued?.();
    } catch (e) {
      setError(errorMessage(e, t("failed")));
    }
  }, [customer.id, onIssued, t]);

  const description = t.rich("description", {
    username: customer.username,
    name: (chunks) => <bdi className="text-foreground font-medium wrap-anywhere">{chunks}</bdi>,
  });

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
        <Button variant="outline" size={size} data-testid="sign-in-qr">
          <QrCode aria-hidden /> {t("button")}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="sign-in-qr-dialog">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-3" aria-live="polite">
          {link ? (
            <>
              <div className="w-full max-w-60 [&_img]:h-auto [&_img]:w-full">
                <QrImage
                  value={link.url}
                  size={QR_PIXELS}
                  label={t("qrLabel", { username: customer.username })}
                />
              </div>
              <ExpiryCountdown
                expiresAt={link.expiresAt}
                expiredHint={t("expiredHint")}
                testId="sign-in-qr-expiry"
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
          <Button variant="outline" onClick={() => void issue()} data-testid="sign-in-qr-new">
            <RotateCw aria-hidden /> {t("newQr")}
          </Button>
          <Button onClick={() => setOpen(false)}>{t("done")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
