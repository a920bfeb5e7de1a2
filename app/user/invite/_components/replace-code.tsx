"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { MyInvitation } from "@/lib/referrals/types";

/**
 * "Replace code", asked first: the old link and code stop working at once (a friend who opens
 * them hears so), which is the point when a link went where it should not.
 */
export function ReplaceCode({ onReplaced }: { onReplaced: (invitation: MyInvitation) => void }) {
  const t = useTranslations("invite.screen");

  async function replace() {
    try {
      onReplaced(await api<MyInvitation>("/me/invitation", { method: "POST" }));
      notify.success(t("replaced"));
    } catch (error) {
      notify.error(t("replaceFailed"), errorMessage(error, t("tryAgain")));
      return false;
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" data-testid="invite-replace">
          <RefreshCw aria-hidden />
          {t("replace")}
        </Button>
      }
      title={t("replaceTitle")}
      description={t("replaceDescription")}
      confirmLabel={t("replaceConfirm")}
      onConfirm={replace}
      testId="invite-replace-dialog"
      confirmTestId="invite-replace-confirm"
    />
  );
}
