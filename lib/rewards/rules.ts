/** The reward rules of SPEC §9, in one place. Pure: shared by server, screens and tests. */
export const PUNCHES_PER_CARD = 10;
export const XP_PER_TOKEN = 5;
export const XP_PER_CODE = 25;
/** One free punch token each time the level crosses a multiple of this. */
export const LEVELS_PER_FREE_TOKEN = 15;

/** XP needed to go from `level` to `level + 1`: floor(150 + 15·(level−1)^1.3). */
export function xpForLevel(level: number): number {
  return Math.floor(150 + 15 * Math.pow(Math.max(1, level) - 1, 1.3));
}

export type LevelProgress = {
  level: number;
  /** XP earned inside the current level. */
  xpIntoLevel: number;
  /** XP the current level needs before the next one. */
  xpForNext: number;
  percent: number;
};

/** XP is cumulative: walk the curve until the remaining XP no longer fills a level. */
export function levelFromXp(totalXp: number): LevelProgress {
  let level = 1;
  let remaining = Math.max(0, Math.floor(totalXp));
  let need = xpForLevel(level);
  while (remaining >= need) {
    remaining -= need;
    level += 1;
    need = xpForLevel(level);
  }
  return {
    level,
    xpIntoLevel: remaining,
    xpForNext: need,
    percent: Math.floor((remaining / need) * 100),
  };
}

/** Free punch tokens earned by going from `oldLevel` to `newLevel` (one per multiple of 15 crossed). */
export function levelUpTokensBetween(oldLevel: number, newLevel: number): number {
  if (newLevel <= oldLevel) return 0;
  return (
    Math.floor(newLevel / LEVELS_PER_FREE_TOKEN) - Math.floor(oldLevel / LEVELS_PER_FREE_TOKEN)
  );
}

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
