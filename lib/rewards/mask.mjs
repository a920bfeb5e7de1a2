// How a customer's name shows to others (leaderboard, counter display), once. A plain module
// like curve.mjs, so the bench's floor (`node scripts/…`) sends the same text as the app;
// mask.d.mts gives TypeScript its types.

/** Leaderboard names: first two characters and the last, upper-cased; short names in full. */
export function maskUsername(username) {
  const chars = Array.from(username);
  if (chars.length <= 3) return username.toUpperCase();
  return `${chars.slice(0, 2).join("")}${"*".repeat(chars.length - 3)}${chars.at(-1)}`.toUpperCase();
}
