// Types of curve.mjs (the scripts load that file as it is, so it stays plain JavaScript).
export const PUNCHES_PER_CARD: 10;
export const XP_PER_TOKEN: 5;
export const XP_PER_CODE: 25;
export const LEVELS_PER_FREE_TOKEN: 15;

export type LevelProgress = {
  level: number;
  /** XP earned inside the current level. */
  xpIntoLevel: number;
  /** XP the current level needs before the next one. */
  xpForNext: number;
  percent: number;
};

export function xpForLevel(level: number): number;
export function xpToReach(level: number): number;
export function levelFromXp(totalXp: number): LevelProgress;
export function levelUpTokensBetween(oldLevel: number, newLevel: number): number;
