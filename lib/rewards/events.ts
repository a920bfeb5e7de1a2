import type { CardCause, CardEvent } from "@/lib/events/types";

/** What a reward action changed, as the reward rules return it. */
export type RewardChange = {
  isComplete?: boolean;
  /** The names of the rewards this change reached, in card order. */
  rewardsReached?: string[];
  tokensIssued?: string[];
  newLevel?: number;
};

/**
 * The events of a punch, a code, an adjustment or a bonus: the rewards it reached (the card's
 * last one, reached, fills it) and the level it reached with its level-up tokens.
 */
export function rewardEvents(userId: string, change: RewardChange, causeId: string): CardEvent[] {
  const events: CardEvent[] = [];
  const reached = change.rewardsReached ?? [];
  if (reached.length > 0) {
    events.push({
      type: "rewards-ready",
      userId,
      rewards: reached.map((name, i) => ({
        name,
        fillsCard: change.isComplete === true && i === reached.length - 1,
      })),
      causeId,
    });
  }
  if (change.tokensIssued?.length && change.newLevel) {
    events.push({
      type: "level-reached",
      userId,
      level: change.newLevel,
      tokenIds: change.tokensIssued,
    });
  }
  return events;
}

/** A card's change, now (`awaitsReturn`: see CardEvent). */
export function changed(
  userId: string,
  cause: CardCause,
  { at = new Date(), awaitsReturn }: { at?: Date; awaitsReturn?: boolean } = {},
): CardEvent {
  return {
    type: "card-changed",
    userId,
    cause,
    at: at.toISOString(),
    ...(awaitsReturn && { awaitsReturn }),
  };
}

/** A reward handed over; `cardClosed` when the card moved on to its next. */
export const handedOverEvent = (userId: string, cardClosed: boolean): CardEvent => ({
  type: "reward-handed-over",
  userId,
  cardClosed,
});
