import { createReview, listReviews } from "@/lib/community/reviews";
import { created, route } from "@/lib/api/route";
import { reviewListQuery, reviewSchema } from "@/lib/community/review-schema";

// GET /api/reviews — reviews newest first, optionally for one product (signed in)
export const GET = route({ role: "signed-in", input: reviewListQuery }, async ({ input, user }) =>
  listReviews({ viewerId: user.id, productId: input.productId }),
);

// POST /api/reviews — write a review as a customer or an admin (flagged admin); not staff
export const POST = route({ role: "signed-in", input: reviewSchema }, async ({ input, user }) =>
  created(await createReview({ viewer: user, input })),
);
