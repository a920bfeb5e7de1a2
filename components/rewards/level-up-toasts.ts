import { notify } from "@/components/ui/toast";
import type { LevelChange } from "@/lib/rewards/grant";
import { FREE_PUNCH_EARNED, levelUp } from "@/lib/rewards/messages";

/** Level messages stay a little longer than the rest (SPEC §8: 4 to 5 s). */
const LEVEL_TOAST_MS = 5000;

/**
 * What a redeemed token or a verified code earned on top of its own toast: the new level,
 * then the free punch tokens that came with it, described by the caller. `text`: shows
 * lib/rewards/messages.ts's sentences in the reader's language (useText, translateText).
 */
export function notifyLevelUp(
  change: Pick<LevelChange, "leveledUp" | "newLevel" | "tokensIssued">,
  text: (sentence: string) => string,
  freePunchDetail: (count: number) => string,
) {
  if (change.leveledUp) notify.success(text(levelUp(change.newLevel)), undefined, LEVEL_TOAST_MS);
  const count = change.tokensIssued.length;
  if (count > 0) notify.success(text(FREE_PUNCH_EARNED), freePunchDetail(count), LEVEL_TOAST_MS);
}
