import "@/lib/validation/jitless";
import * as z from "zod";

/** Sentences of the customer's own data card (shared by the dialog and the handler). */
export const ENTER_PASSWORD = "Please enter your password";
export const INCORRECT_PASSWORD = "Incorrect password";
export const ADMIN_CANNOT_SELF_DELETE =
  "An admin account cannot delete itself: the shop needs an owner. Another admin can remove it.";
export const STAFF_CANNOT_SELF_DELETE = "Staff accounts are removed by the shop's admin.";
export const DELETE_ACCOUNT_FAILED = "Failed to delete account";

/** DELETE /api/me {password}: the password is trimmed, as the login form sends it. */
export const deleteMeSchema = z.object({
  password: z
    .string(ENTER_PASSWORD)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, ENTER_PASSWORD)),
});

/** The file name of a download made on `day`: punchcard-my-data-YYYY-MM-DD.json. */
export function myDataFileName(day: Date): string {
  return `punchcard-my-data-${day.toISOString().slice(0, 10)}.json`;
}
