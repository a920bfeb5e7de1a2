// The reward numbers and the level curve of SPEC §9, once. The app, the tests and the
// maintenance scripts (`node scripts/…`, which runs TypeScript as it is, no build step) all
// load this one copy: no imports, and only syntax Node can strip (see lib/package.json).

export const PUNCHES_PER_CARD = 10;
export const XP_PER_TOKEN = 5;
export const XP_PER_CODE = 25;
/** One free punch token each time the level crosses a multiple of this. */
export const LEVELS_PER_FREE_TOKEN = 15;

/** XP needed to go from `level` to `level + 1`: floor(150 + 15·(level−1)^1.3). */
export function xpForLevel(level: number): number {
  return Math.floor(150 + 15 * Math.pow(Math.max(1, level) - 1, 1.3));
}

/** Total XP at which a customer reaches `level` (XP is cumulative: every level before it). */
export function xpToReach(level: number): number {
  let total = 0;
  for (let l = 1; l < level; l++) total += xpForLevel(l);
  return total;
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
