"use client";

import { useRouter } from "next/navigation";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { ConfirmDelete } from "../confirm-delete";
import { DELETE_REVIEW_FAILED } from "@/lib/community/messages";

/** Admin only: delete a review after SPEC's confirmation. */
export function DeleteReview({ id, author }: { id: string; author: string }) {
  const router = useRouter();
  return (
    <ConfirmDelete
      label={`Delete review by ${author}`}
      title="Delete review"
      question="Are you sure you want to delete this review? This action cannot be undone."
      testId="review-delete"
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
