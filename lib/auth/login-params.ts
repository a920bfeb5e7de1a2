/** SPEC §8: the `error` query values of /login and their messages. */
const LOGIN_ERRORS: Record<string, string> = {
  invalid_token: "Invalid or already used login link",
  expired_token: "Login link has expired",
  user_not_found: "User account not found",
};

export function loginErrorMessage(code: string): string {
  return LOGIN_ERRORS[code] ?? "An error occurred";
}

/** The `auto` query parameter: encoded JSON with a username and an autoLogin flag. */
export function parseAutoParam(raw: string | undefined): { username: string } | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === "object" && "username" in value) {
      const username = (value as { username: unknown }).username;
      if (typeof username === "string" && username.length <= 100) return { username };
    }
  } catch {
    // Not JSON: ignore it, as an unknown parameter.
  }
  return null;
}
