"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { api } from "@/lib/http/fetcher";
import { OneTimeQrDialog, type OneTimeQr } from "./one-time-qr-dialog";

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
  const t = useTranslations("auth.signInQr");
  const issue = useCallback(
    () => api<OneTimeQr>(`/customers/${customer.id}/login-link`, { method: "POST" }),
    [customer.id],
  );
  const words = {
    button: t("button"),
    title: t("title"),
    description: t.rich("description", {
      username: customer.username,
      name: (chunks) => <bdi className="text-foreground font-medium wrap-anywhere">{chunks}</bdi>,
    }),
    qrLabel: t("qrLabel", { username: customer.username }),
    expiredHint: t("expiredHint"),
    newQr: t("newQr"),
    done: t("done"),
    failed: t("failed"),
  };
  return (
    <OneTimeQrDialog
      words={words}
      issue={issue}
      onIssued={onIssued}
      size={size}
      testId="sign-in-qr"
    />
  );
}
