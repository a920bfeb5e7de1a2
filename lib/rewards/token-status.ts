/** Where a shop token stands, as the admin's token lists show it. */
export type TokenStatus = "used" | "voided" | "expired" | "unused";

type TokenDates = {
  usedAt: Date | string | null;
  voidedAt: Date | string | null;
  expiresAt: Date | string | null;
};

/**
 * Used wins over everything (it counted); then voided (taken back on purpose), then expired.
 * The same order the redemption checks, so the list never says "unused" for a token that
 * would be refused.
 */
export function tokenStatus(token: TokenDates, now: Date = new Date()): TokenStatus {
  if (token.usedAt) return "used";
  if (token.voidedAt) return "voided";
  if (token.expiresAt && new Date(token.expiresAt).getTime() <= now.getTime()) return "expired";
  return "unused";
}
