"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useText } from "@/components/i18n/use-text";
import { ConfirmDialog, TrashButton } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { DELETE_REVIEW_FAILED } from "@/lib/community/messages";

/** Admin only: delete a review after SPEC's confirmation. */
export function DeleteReview({ id, author }: { id: string; author: string }) {
  const router = useRouter();
  const t = useTranslations("customer.reviews");
  const text = useText();
  return (
    <ConfirmDialog
      trigger={<TrashButton label={t("deleteBy", { author })} data-testid="review-delete" />}
      title={t("deleteTitle")}
      description={t("deleteDescription")}
      onConfirm={async () => {
        try {
          await api(`/reviews/${id}`, { method: "DELETE" });
          notify.success(t("deleted"));
          router.refresh();
          return true;
        } catch (e) {
          notify.error(t("error"), text(errorMessage(e, DELETE_REVIEW_FAILED)));
          return false;
        }
      }}
    />
  );
}
