/** The reward rules of SPEC §9, in one place. Pure: shared by server, screens and tests. */
// The numbers and the level curve live in curve.ts, which the scripts load too.
export {
  LEVELS_PER_FREE_TOKEN,
  PUNCHES_PER_CARD,
  XP_PER_CODE,
  XP_PER_TOKEN,
  levelFromXp,
  levelUpTokensBetween,
  xpForLevel,
  xpToReach,
  type LevelProgress,
} from "./curve";
export { maskUsername } from "./mask";

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
// Stryker disable StringLiteral: the names, colours and icons are constants, not behaviour
// (tiers.test.ts checks what the colours must do: their contrast and their distance).
export const TIERS: readonly Tier[] = [
  { name: "Bronze", minLevel: 1, color: "#92400e", textColor: "#ffffff", icon: "shield" },
  { name: "Silver", minLevel: 10, color: "#9ca3af", textColor: "#111827", icon: "star" },
  { name: "Gold", minLevel: 20, color: "#facc15", textColor: "#422006", icon: "crown" },
  { name: "Platinum", minLevel: 35, color: "#0f766e", textColor: "#ffffff", icon: "gem" },
  { name: "Diamond", minLevel: 55, color: "#1d4ed8", textColor: "#ffffff", icon: "diamond" },
  { name: "Master", minLevel: 80, color: "#7e22ce", textColor: "#ffffff", icon: "flame" },
  { name: "Legend", minLevel: 120, color: "#111827", textColor: "#facc15", icon: "trophy" },
];
// Stryker restore StringLiteral

export function tierFor(level: number): Tier {
  let tier = TIERS[0]!;
  for (const t of TIERS) if (level >= t.minLevel) tier = t;
  return tier;
}
