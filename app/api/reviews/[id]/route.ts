import { REVIEW_NOT_FOUND } from "@/lib/community/messages";
import { deleteReview, updateReview } from "@/lib/community/reviews";
import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { reviewUpdateSchema } from "@/lib/community/review-schema";

const params = idParams(REVIEW_NOT_FOUND);

// PUT /api/reviews/{id} — change the rating or comment of one's own review
export const PUT = route(
  { role: "signed-in", input: reviewUpdateSchema, params },
  async ({ input, user, params }) => updateReview({ viewer: user, id: params.id, input }),
);

// DELETE /api/reviews/{id} — remove a review (admin)
export const DELETE = route({ role: "admin", params }, async ({ params }) => {
  await deleteReview({ id: params.id });
  return { ok: true };
});
