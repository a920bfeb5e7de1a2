/** Account and profile sentences (SPEC.md §5 and §8). Plain strings, safe in client components. */
export const USER_NOT_FOUND = "User not found";
export const USERNAME_TOO_SHORT = "Username must be at least 3 characters";
export const USERNAME_TAKEN = "Username is already taken";
/** What an admin may set for any account. */
export const PASSWORD_MIN_3 = "Password must be at least 3 characters";
/** What anyone sets for their own password. */
export const PASSWORD_MIN_6 = "Password must be at least 6 characters";
export const NEW_PASSWORDS_DIFFER = "New passwords do not match";
export const PASSWORDS_DIFFER = "Passwords do not match";
export const FILL_BOTH_PASSWORDS = "Please fill in both password fields";
export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password";
export const CURRENT_PASSWORD_WRONG = "Current password is incorrect";
/** One sentence to the schema; the bulk screen's toast shows it as a title and a line. */
export const BULK_COUNT_TITLE = "Invalid count";
export const BULK_COUNT_DETAIL = "Please enter a number between 1 and 50";
export const BULK_COUNT = `${BULK_COUNT_TITLE}: ${BULK_COUNT_DETAIL}`;

// Toasts when a call fails (the server's own words win when it refused the request).
export const DELETE_USER_FAILED = "Failed to delete user";
export const CHANGE_PASSWORD_FAILED = "Failed to change password";
export const UPDATE_PASSWORD_FAILED = "Failed to update password";
export const UPDATE_PROFILE_FAILED = "Failed to update profile";
export const GENERATION_FAILED = "Generation failed";
export const GENERATE_USERS_FAILED = "Failed to generate users";

// Success toasts (SPEC.md §8).
export const USER_CREATED = "User Created";
export const USER_DELETED = "User Deleted";
export const PASSWORD_CHANGED = "Password Changed";
export const PASSWORD_SET = "Password Set";
export const PROFILE_UPDATED = "Profile Updated";
export const LOAD_USERS_FAILED = "Failed to load users";
/** Usernames another person could not tell apart from someone else's (lib/validation/username-text.ts). */
export const USERNAME_INVISIBLE =
  "Username cannot contain invisible or direction-changing characters";
export const USERNAME_MIXED_SCRIPTS =
  "Username must use one alphabet, not a mix (such as Latin and Cyrillic letters)";
