import { LOGIN_LINK_ERRORS, UNKNOWN_LOGIN_ERROR } from "./messages";

/** SPEC §8: the `error` query values of /login and their messages. */
export function loginErrorMessage(code: string): string {
  return Object.hasOwn(LOGIN_LINK_ERRORS, code)
    ? LOGIN_LINK_ERRORS[code as keyof typeof LOGIN_LINK_ERRORS]
    : UNKNOWN_LOGIN_ERROR;
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
