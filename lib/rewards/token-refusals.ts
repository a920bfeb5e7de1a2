// Which shop token a refused scan was of, and whose: carried out of the redemption's rolled-back
// transaction by the error that says why, and announced after it (lib/rewards/redeem-token.ts).
const refusals = new WeakMap<object, { tokenId: string; username: string }>();

export function markRefused(error: unknown, who: { tokenId: string; username: string }): void {
  if (typeof error === "object" && error !== null) refusals.set(error, who);
}

export function refusalOf(error: unknown): { tokenId: string; username: string } | undefined {
  return typeof error === "object" && error !== null ? refusals.get(error) : undefined;
}
