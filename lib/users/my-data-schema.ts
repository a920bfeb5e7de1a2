import "@/lib/validation/jitless";
import * as z from "zod";
import { authenticationResponseSchema } from "@/lib/validation/passkeys";

/** Sentences of the customer's own data card (shared by the dialog and the handler). */
export const ENTER_PASSWORD = "Please enter your password";
export const INCORRECT_PASSWORD = "Incorrect password";
export const ADMIN_CANNOT_SELF_DELETE =
  "An admin account cannot delete itself: the shop needs an owner. Another admin can remove it.";
export const STAFF_CANNOT_SELF_DELETE = "Staff accounts are removed by the shop's admin.";
export const DELETE_ACCOUNT_FAILED = "Failed to delete account";

export const TYPE_USERNAME = "Type your username to confirm";
export const USERNAME_DIFFERS = "That is not your username";

/** The dialog of a customer with a password: the password is trimmed, as the login form sends it. */
export const deleteWithPasswordSchema = z.object({
  password: z
    .string(ENTER_PASSWORD)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, ENTER_PASSWORD)),
});

/** The dialog of a customer without a password: they type their username to confirm. */
export const deleteWithUsernameSchema = z.object({
  confirm: z
    .string(TYPE_USERNAME)
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.string().min(1, TYPE_USERNAME)),
});

/**
 * DELETE /api/me: {password} from a customer who has one; from one who has none, {passkey} (an
 * answer to their "confirm" challenge) or {confirm} (their username, typed). Which one the
 * account needs is decided by lib/users/my-data.ts.
 */
export const deleteMeSchema = deleteWithPasswordSchema
  .partial()
  .extend(deleteWithUsernameSchema.partial().shape)
  .extend({ passkey: authenticationResponseSchema.optional() });

/** The file name of a download made on `day`: punchcard-my-data-YYYY-MM-DD.json. */
export function myDataFileName(day: Date): string {
  return `punchcard-my-data-${day.toISOString().slice(0, 10)}.json`;
}
