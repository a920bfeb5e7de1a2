// The invitation a friend's phone carries: set by /i/CODE (app/i/[code]/route.ts), read by
// the invitation page and the join page, which send it with the join.
export const INVITE_COOKIE = "punchcard-invite";

/** A friend has 30 days from opening the link to join at the counter. */
export const INVITE_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * A code as the shop stores it: upper case, spaces and dashes gone (a friend types "abcd efgh"
 * or reads "ABCD-EFGH" aloud). Other characters cannot be in a code, so they are dropped too:
 * what is left is only ever looked up, never trusted. Null when nothing is left.
 */
export function normalizeInviteCode(raw: string | null | undefined): string | null {
  const code = (raw ?? "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 32);
  return code || null;
}
