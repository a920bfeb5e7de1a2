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

/** Each tier has its own icon as well as its own colour, so no tier relies on colour alone. */
export type TierIcon = "shield" | "star" | "crown" | "gem" | "diamond" | "flame" | "trophy";
export type Tier = {
  name: string;
  minLevel: number;
  color: string;
  textColor: string;
  icon: TierIcon;
};

// Far apart in hue and lightness (Bronze is dark brown with white text, Gold bright yellow
// with dark text), each carrying its text at 4.5:1 or more (tested).
export const TIERS: readonly Tier[] = [
  { name: "Bronze", minLevel: 1, color: "#92400e", textColor: "#ffffff", icon: "shield" },
  { name: "Silver", minLevel: 10, color: "#9ca3af", textColor: "#111827", icon: "star" },
  { name: "Gold", minLevel: 20, color: "#facc15", textColor: "#422006", icon: "crown" },
  { name: "Platinum", minLevel: 35, color: "#0f766e", textColor: "#ffffff", icon: "gem" },
  { name: "Diamond", minLevel: 55, color: "#1d4ed8", textColor: "#ffffff", icon: "diamond" },
  { name: "Master", minLevel: 80, color: "#7e22ce", textColor: "#ffffff", icon: "flame" },
  { name: "Legend", minLevel: 120, color: "#111827", textColor: "#facc15", icon: "trophy" },
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
