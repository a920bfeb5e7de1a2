/** The reward rules of SPEC §9, in one place. Pure: shared by server, screens and tests. */
// The numbers and the level curve live in curve.mjs, which the scripts load too.
export {
  LEVELS_PER_FREE_TOKEN,
  PUNCHES_PER_CARD,
  XP_PER_CODE,
  XP_PER_TOKEN,
  levelFromXp,
  levelUpTokensBetween,
  xpForLevel,
  type LevelProgress,
} from "./curve.mjs";

export type Tier = { name: string; minLevel: number; color: string; textColor: string };

// Colours chosen to read on white and to carry white or dark text at AA contrast.
export const TIERS: readonly Tier[] = [
  { name: "Bronze", minLevel: 1, color: "#9a5b2a", textColor: "#ffffff" },
  { name: "Silver", minLevel: 10, color: "#64748b", textColor: "#ffffff" },
  { name: "Gold", minLevel: 20, color: "#a16207", textColor: "#ffffff" },
  { name: "Platinum", minLevel: 35, color: "#0f766e", textColor: "#ffffff" },
  { name: "Diamond", minLevel: 55, color: "#1d4ed8", textColor: "#ffffff" },
  { name: "Master", minLevel: 80, color: "#7e22ce", textColor: "#ffffff" },
  { name: "Legend", minLevel: 120, color: "#be123c", textColor: "#ffffff" },
];

export function tierFor(level: number): Tier {
  let tier = TIERS[0]!;
  for (const t of TIERS) if (level >= t.minLevel) tier = t;
  return tier;
}

/** Leaderboard names: first two characters and the last, upper-cased; short names in full. */
export function maskUsername(username: string): string {
  const chars = Array.from(username);
  if (chars.length <= 3) return username.toUpperCase();
  return `${chars.slice(0, 2).join("")}${"*".repeat(chars.length - 3)}${chars.at(-1)}`.toUpperCase();
}
