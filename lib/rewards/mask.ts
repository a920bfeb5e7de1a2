// How a customer's name shows to others (leaderboard, counter display), once. Loaded by Node
// as it is, like curve.ts, so the bench's floor (`node scripts/…`) sends the same text as the app.

/** Leaderboard names: first two characters and the last, upper-cased; short names in full. */
export function maskUsername(username: string): string {
  const chars = Array.from(username);
  if (chars.length <= 3) return username.toUpperCase();
  return `${chars.slice(0, 2).join("")}${"*".repeat(chars.length - 3)}${chars.at(-1)}`.toUpperCase();
}
