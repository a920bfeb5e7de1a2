import "@/lib/fields/jitless";
import * as z from "zod";
import {
  CODE_NOT_FOUND,
  ENTER_CODE,
  ENTER_REASON,
  ENTER_TOKEN,
  INVALID_TOKEN,
  QUANTITY_RANGE,
  REASON_TOO_LONG,
} from "@/lib/rewards/messages";
import { SELECT_PRODUCT } from "@/lib/fields/messages";

/** SPEC §5: empty after trim gives ENTER_TOKEN. */
export const redeemTokenSchema = z.object({
  tokenId: z
    .string(ENTER_TOKEN)
    .max(200, INVALID_TOKEN)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, ENTER_TOKEN)),
});

/** SPEC §5: the code is trimmed and upper-cased; blank gives ENTER_CODE. */
export const verifyCodeSchema = z.object({
  code: z
    .string(ENTER_CODE)
    .max(200, CODE_NOT_FOUND)
    .transform((v) => v.replace(/[\s-]+/g, "").toUpperCase())
    .pipe(z.string().min(1, ENTER_CODE)),
  // The contract sends the customer's id; the server uses the session's and ignores this.
  userId: z.string().optional(),
});

export const generateCodesSchema = z.object({
  productId: z.string(SELECT_PRODUCT).uuid(SELECT_PRODUCT),
  quantity: z.coerce
    .number(QUANTITY_RANGE)
    .int(QUANTITY_RANGE)
    .min(1, QUANTITY_RANGE)
    .max(100, QUANTITY_RANGE)
    .default(1),
});

/** An admin's reason for a void or a hand adjustment, kept in the ledger entry's note. */
export const reasonField = z
  .string(ENTER_REASON)
  .transform((v) => v.trim())
  .pipe(z.string().min(1, ENTER_REASON).max(200, REASON_TOO_LONG));

const XP_WHOLE = "errors.validation.xpWhole";
const XP_RANGE = "errors.validation.xpRange";

export const voidEntrySchema = z.object({ reason: reasonField });

// SPEC §7's calls send no reason ({amount}, or no body), so the API takes one when given;
// the admin's forms (the *FormSchema below) always ask for it.
export const xpAdjustmentSchema = z.object({
  amount: z
    .number(XP_WHOLE)
    .int(XP_WHOLE)
    .min(-100_000, XP_RANGE)
    .max(100_000, XP_RANGE)
    .refine((n) => n !== 0, "errors.validation.xpNonZero"),
  reason: reasonField.optional(),
});
export const xpAdjustmentFormSchema = xpAdjustmentSchema.extend({
  amount: z.coerce.number(XP_WHOLE).pipe(xpAdjustmentSchema.shape.amount),
  reason: reasonField,
});

export const addPunchSchema = z.object({ reason: reasonField.optional() });
export const addPunchFormSchema = z.object({ reason: reasonField });

export const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  search: z.string().max(100).optional(),
});

const REWARD_INDEX = "errors.validation.chooseReward";
/** Which reward of the card is handed over: its place in the card's rewards (up to three). */
export const handOverSchema = z.object({
  index: z.number(REWARD_INDEX).int(REWARD_INDEX).min(0, REWARD_INDEX).max(2, REWARD_INDEX),
});

const CONFIRM_LOSS = "errors.validation.confirmLoss";

/**
 * Reset Punchcard (POST /api/punchcard/{userId}/reset). An admin clearing an unfinished card
 * sends the punches it loses, as the confirmation showed them; nothing else is needed.
 */
export const resetCardSchema = z.object({
  confirmLoss: z
    .number(CONFIRM_LOSS)
    .int(CONFIRM_LOSS)
    .min(0, CONFIRM_LOSS)
    .max(1000, CONFIRM_LOSS)
    .optional(),
});
