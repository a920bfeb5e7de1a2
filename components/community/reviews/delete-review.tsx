"use client";

import { useRouter } from "next/navigation";
import { ConfirmDialog, TrashButton } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { DELETE_REVIEW_FAILED } from "@/lib/community/messages";

/** Admin only: delete a review after SPEC's confirmation. */
export function DeleteReview({ id, author }: { id: string; author: string }) {
  const router = useRouter();
  return (
    <ConfirmDialog
      trigger={<TrashButton label={`Delete review by ${author}`} data-testid="review-delete" />}
      title="Delete review"
      description="Are you sure you want to delete this review? This action cannot be undone."
      onConfirm={async () => {
        try {
          await api(`/reviews/${id}`, { method: "DELETE" });
          notify.success("Review deleted");
          router.refresh();
          return true;
        } catch (e) {
          notify.error("Error", errorMessage(e, DELETE_REVIEW_FAILED));
          return false;
        }
      }}
    />
  );
}
