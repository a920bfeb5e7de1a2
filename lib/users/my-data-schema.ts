import "@/lib/fields/jitless";
import * as z from "zod";
import { authenticationResponseSchema } from "@/lib/auth/passkeys/schema";

/** Sentences of the customer's own data card (shared by the dialog and the handler). */
// As keys of the `errors` catalogue: the dialog shows them with useText(), route() translates.
export const ENTER_PASSWORD = "errors.users.enterPassword";
export const INCORRECT_PASSWORD = "errors.users.incorrectPassword";
export const ADMIN_CANNOT_SELF_DELETE = "errors.users.adminCannotSelfDelete";
export const STAFF_CANNOT_SELF_DELETE = "errors.users.staffCannotSelfDelete";
export const DELETE_ACCOUNT_FAILED = "errors.users.deleteAccountFailed";

export const TYPE_USERNAME = "errors.users.typeUsername";
export const USERNAME_DIFFERS = "errors.users.usernameDiffers";

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
