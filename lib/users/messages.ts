/**
 * Account and profile sentences (SPEC.md §5 and §8), as keys of the `errors` catalogue. Safe in
 * client components.
 */
// Defined with the sign-in sentences (lib/auth may not import lib/users): one key, two names.
export { USER_NOT_FOUND } from "@/lib/auth/messages";
export const USERNAME_TOO_SHORT = "errors.users.usernameTooShort";
export const USERNAME_TAKEN = "errors.users.usernameTaken";
/** What an admin may set for any account. */
export const PASSWORD_MIN_3 = "errors.users.passwordMin3";
/** What anyone sets for their own password. */
export const PASSWORD_MIN_6 = "errors.users.passwordMin6";
export const NEW_PASSWORDS_DIFFER = "errors.users.newPasswordsDiffer";
export const PASSWORDS_DIFFER = "errors.users.passwordsDiffer";
export const FILL_BOTH_PASSWORDS = "errors.users.fillBothPasswords";
export const CURRENT_PASSWORD_REQUIRED = "errors.users.currentPasswordRequired";
export const CURRENT_PASSWORD_WRONG = "errors.users.currentPasswordWrong";
/** The schema's one sentence; the bulk screen's toast shows it as a title and a line. */
export const BULK_COUNT_TITLE = "errors.users.bulkCountTitle";
export const BULK_COUNT_DETAIL = "errors.users.bulkCountDetail";
export const BULK_COUNT = "errors.users.bulkCount";

// Toasts when a call fails (the server's own words win when it refused the request).
export const DELETE_USER_FAILED = "errors.users.deleteUserFailed";
export const CHANGE_PASSWORD_FAILED = "errors.users.changePasswordFailed";
export const UPDATE_PASSWORD_FAILED = "errors.users.updatePasswordFailed";
export const UPDATE_PROFILE_FAILED = "errors.users.updateProfileFailed";
export const GENERATION_FAILED = "errors.users.generationFailed";
export const GENERATE_USERS_FAILED = "errors.users.generateUsersFailed";

// Success toasts (SPEC.md §8).
export const USER_CREATED = "errors.users.userCreated";
export const USER_DELETED = "errors.users.userDeleted";
export const PASSWORD_CHANGED = "errors.users.passwordChanged";
export const PASSWORD_SET = "errors.users.passwordSet";
export const PROFILE_UPDATED = "errors.users.profileUpdated";
/** Usernames another person could not tell apart from someone else's (lib/fields/username-text.ts). */
export const USERNAME_INVISIBLE = "errors.users.usernameInvisible";
export const USERNAME_MIXED_SCRIPTS = "errors.users.usernameMixedScripts";
