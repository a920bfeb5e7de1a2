import "@/lib/fields/jitless";
import * as z from "zod";
import { idField } from "@/lib/http/params";
import { fieldMaxChars } from "@/lib/fields/field-messages";
import { SELECT_PRODUCT } from "@/lib/fields/messages";

export const RATING_RANGE = "errors.validation.ratingRange";

/**
 * SPEC §5: product required, rating 1 to 5 (default 5), comment optional. The author,
 * their name and the admin flag are decided by the server from the session.
 */
const rating = z.number(RATING_RANGE).int(RATING_RANGE).min(1, RATING_RANGE).max(5, RATING_RANGE);
const comment = z
  .string("errors.validation.commentText")
  .trim()
  .max(2000, fieldMaxChars("comment", 2000));

export const reviewSchema = z.object({
  productId: idField(SELECT_PRODUCT),
  rating: rating.default(5),
  // A blank comment is no comment.
  comment: comment.nullish().transform((v) => v || null),
});

/** An author may change their rating and comment, not the product; what is left out stays. */
export const reviewUpdateSchema = z.object({
  rating: rating.optional(),
  comment: comment.nullish().transform((v) => (v === undefined ? undefined : v || null)),
});

export const reviewListQuery = z.object({
  productId: idField("errors.validation.invalidProductId").optional(),
});

export type ReviewInput = z.output<typeof reviewSchema>;
export type ReviewUpdateInput = z.output<typeof reviewUpdateSchema>;
