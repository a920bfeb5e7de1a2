"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { OneTimeQrDialog, type OneTimeQr } from "@/components/auth/one-time-qr-dialog";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";

/**
 * The first punch on the owner's own phone: a one-off QR that signs the phone in as the shop's
 * test customer (made on the first QR), and, once it exists, deleting it with its history.
 */
export function TestCustomer({ username }: { username: string | null }) {
  const t = useTranslations("adminSetup.testCustomer");
  const router = useRouter();
  const issue = useCallback(() => api<OneTimeQr>("/setup/test-customer", { method: "POST" }), []);

  async function remove() {
    try {
      await api("/setup/test-customer", { method: "DELETE" });
      notify.success(t("deleted"));
      router.refresh();
      return true;
    } catch (e) {
      notify.error(t("deleteFailed"), errorMessage(e, t("deleteFailed")));
      return false;
    }
  }

  const words = {
    button: t("button"),
    title: t("title"),
    description: t("description"),
    qrLabel: t("qrLabel"),
    expiredHint: t("expiredHint"),
    newQr: t("newQr"),
    done: t("done"),
    failed: t("failed"),
  };
  return (
    <>
      <OneTimeQrDialog
        words={words}
        issue={issue}
        // The guide learns of the new test customer (and, later, of its punch).
        onIssued={() => router.refresh()}
        size="sm"
        testId="test-customer-qr"
      />
      {username && (
        <ConfirmDialog
          testId="test-customer-delete-dialog"
          confirmTestId="test-customer-delete-confirm"
          title={t("deleteTitle")}
          description={t("deleteDescription")}
          confirmLabel={t("delete")}
          onConfirm={remove}
          trigger={
            <Button
              variant="outline"
              size="sm"
              className="text-destructive hover:text-destructive"
              data-testid="test-customer-delete"
            >
              <Trash2 aria-hidden /> {t("delete")}
            </Button>
          }
        />
      )}
    </>
  );
}
