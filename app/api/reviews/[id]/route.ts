import { deleteReview, updateReview } from "@/lib/community/reviews";
import { route } from "@/lib/http/route";
import { reviewUpdateSchema } from "@/lib/validation/review";

// PUT /api/reviews/{id} — change the rating or comment of one's own review
export const PUT = route(
  { role: "signed-in", input: reviewUpdateSchema },
  async ({ input, user, params }) => updateReview({ viewer: user, id: params.id, input }),
);

// DELETE /api/reviews/{id} — remove a review (admin)
export const DELETE = route({ role: "admin" }, async ({ params }) => {
  await deleteReview({ id: params.id });
  return { ok: true };
});
