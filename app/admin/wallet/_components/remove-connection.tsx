"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";

/**
 * Remove, asked first: customers' passes stay installed but stop updating, and the customers'
 * button goes.
 */
export function RemoveConnection({
  kind,
  onRemoved,
}: {
  kind: "apple" | "google";
  onRemoved: () => void;
}) {
  const t = useTranslations("adminWallet");
  async function remove() {
    try {
      await api(`/wallet/${kind}`, { method: "DELETE" });
    } catch (error) {
      notify.error(t("removeFailed"), errorMessage(error, t("removeFailed")));
      return false;
    }
    notify.success(t(kind === "apple" ? "apple.removed" : "google.removed"));
    onRemoved();
    return true;
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="text-destructive" data-testid={`${kind}-remove`}>
          <Trash2 aria-hidden /> {t("apple.remove")}
        </Button>
      }
      title={t(kind === "apple" ? "apple.removeTitle" : "google.removeTitle")}
      description={t(kind === "apple" ? "apple.removeBody" : "google.removeBody")}
      confirmLabel={t("apple.remove")}
      onConfirm={remove}
      testId={`${kind}-remove-dialog`}
      confirmTestId={`${kind}-remove-confirm`}
    />
  );
}
