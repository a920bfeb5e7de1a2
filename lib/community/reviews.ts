import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { reviews, type Review } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { SELECT_PRODUCT } from "@/lib/fields/messages";
import type { ReviewInput, ReviewUpdateInput } from "@/lib/community/review-schema";
import { REVIEW_NOT_FOUND as NOT_FOUND, STAFF_CANNOT_REVIEW } from "./messages";
import { reviewableProduct } from "./products";
import type { ReviewStats, ReviewView } from "./types";

type Viewer = Pick<SessionUser, "id" | "username" | "role">;

/**
 * Every customer reads every review, so an answer names the author as the card shows them and
 * never carries their user id: whether a review is the reader's own is decided here.
 */
function view(row: Review, viewerId: string): ReviewView {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    userName: row.userName,
    rating: row.rating,
    comment: row.comment,
    isAdmin: row.isAdmin,
    mine: row.userId === viewerId,
    createdAt: row.createdAt.toISOString(),
  };
}

const forProduct = (productId?: string) =>
  productId ? eq(reviews.productId, productId) : undefined;

/** Newest first, for every product or one, as `viewerId` sees them. */
export async function listReviews({
  viewerId,
  productId,
}: {
  viewerId: string;
  productId?: string;
}): Promise<ReviewView[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(forProduct(productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => view(row, viewerId));
}

/** Count, average and the 1–5 distribution, computed by the database rather than from a page of rows. */
export async function reviewStats({
  productId,
}: { productId?: string } = {}): Promise<ReviewStats> {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(forProduct(productId))
    .groupBy(reviews.rating);
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let total = 0;
  for (const row of rows) {
    distribution[row.rating as 1 | 2 | 3 | 4 | 5] = row.count;
    count += row.count;
    total += row.rating * row.count;
  }
  return { average: count === 0 ? null : total / count, count, distribution };
}

/**
 * The author, their name and the admin flag come from the session: a customer writes as
 * themselves, and only an admin's review carries the crown.
 */
export async function createReview({
  viewer,
  input,
}: {
  viewer: Viewer;
  input: ReviewInput;
}): Promise<ReviewView> {
  // A review speaks for a customer or for the shop; the counter's staff write neither.
  if (viewer.role === "staff") throw new ApiError("forbidden", STAFF_CANNOT_REVIEW);
  const product = await reviewableProduct({ id: input.productId });
  if (!product) throw new ApiError("bad_request", SELECT_PRODUCT);
  const [row] = await db
    .insert(reviews)
    .values({
      productId: product.id,
      productName: product.name,
      userId: viewer.id,
      userName: viewer.username,
      rating: input.rating,
      comment: input.comment,
      isAdmin: viewer.role === "admin",
    })
    .returning();
  return view(row!, viewer.id);
}

/** Only the author changes their own rating or comment; anyone else's review is not found. */
export async function updateReview({
  viewer,
  id,
  input,
}: {
  viewer: Viewer;
  id: string;
  input: ReviewUpdateInput;
}): Promise<ReviewView> {
  const changes: Partial<Pick<Review, "rating" | "comment">> = {};
  if (input.rating !== undefined) changes.rating = input.rating;
  if (input.comment !== undefined) changes.comment = input.comment;
  const where = and(eq(reviews.id, id), eq(reviews.userId, viewer.id));
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(reviews).set(changes).where(where).returning()
      : await db.select().from(reviews).where(where).limit(1);
  if (!row) throw new ApiError("not_found", NOT_FOUND);
  return view(row, viewer.id);
}

/** Admin only (the route enforces it). */
export async function deleteReview({ id }: { id: string }): Promise<void> {
  const deleted = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  if (deleted.length === 0) throw new ApiError("not_found", NOT_FOUND);
}
