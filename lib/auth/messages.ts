/** Sign-in sentences (SPEC.md §8). Plain strings, safe in client components. */
export const LOGIN_ERROR = "Login Error";
export const ACCESS_DENIED = "Access Denied";
export const LOGIN_FAILED = "Login Failed";
export const INVALID_OR_EXPIRED_TOKEN = "Invalid or expired token";
/** The success toast of a password sign-in and of a login link. */
export const WELCOME_BACK = "Welcome back";
export const signedInAs = (username: string) => `Signed in as ${username}`;

/** The `error` query values of /login (set by a refused login link) and what each one says. */
export const LOGIN_LINK_ERRORS = {
  invalid_token: "Invalid or already used login link",
  expired_token: "Login link has expired",
  user_not_found: "User account not found",
} as const;
export const UNKNOWN_LOGIN_ERROR = "An error occurred";
/** SPEC §5: both fields are required. */
export const LOGIN_REQUIRED = "Please enter your username and password";
/** A request whose session has ended: signed out, or its account changed or deleted. */
export const SIGN_IN_TO_CONTINUE = "Please sign in to continue.";
