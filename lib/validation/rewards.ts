import "./jitless";
import * as z from "zod";

/** SPEC §5: empty after trim gives 'Please enter a token'. */
export const redeemTokenSchema = z.object({
  tokenId: z
    .string("Please enter a token")
    .max(200, "This token has already been used or does not exist")
    .transform((v) => v.trim())
    .pipe(z.string().min(1, "Please enter a token")),
});

/** SPEC §5: the code is trimmed and upper-cased; blank gives 'Please enter a verification code'. */
export const verifyCodeSchema = z.object({
  code: z
    .string("Please enter a verification code")
    .max(200, "The verification code you entered does not exist or has already been used")
    .transform((v) => v.replace(/[\s-]+/g, "").toUpperCase())
    .pipe(z.string().min(1, "Please enter a verification code")),
  // The contract sends the customer's id; the server uses the session's and ignores this.
  userId: z.string().optional(),
});

export const generateCodesSchema = z.object({
  productId: z.string("Please select a product").uuid("Please select a product"),
  quantity: z.coerce
    .number("Quantity must be between 1 and 100")
    .int("Quantity must be between 1 and 100")
    .min(1, "Quantity must be between 1 and 100")
    .max(100, "Quantity must be between 1 and 100")
    .default(1),
});

export const xpAdjustmentSchema = z.object({
  amount: z
    .number("Enter a whole number of XP")
    .int("Enter a whole number of XP")
    .min(-100_000, "Enter an amount between -100000 and 100000")
    .max(100_000, "Enter an amount between -100000 and 100000")
    .refine((n) => n !== 0, "Enter an amount other than 0"),
});

export const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  search: z.string().max(100).optional(),
});
