// What a card of any program holds, in one place: pure, shared by the reward transactions,
// the screens (the customer's card, the counter, the admin's) and the tests. Node loads this
// file as it is (the scripts import it): no imports of values, only syntax Node can strip.

/** A reward on a card: handed over once the card reaches `at` punches. */
export type CardReward = { at: number; name: string };

/** The program SPEC.md describes: ten punches, one free product at the end. */
export const DEFAULT_CARD_SIZE = 10;
/**
 * The reward's name until the owner writes one, stored in English as SPEC.md says it; shown
 * in the reader's language (lib/program/reward-name.ts).
 */
// Stryker disable next-line StringLiteral: SPEC.md's words, checked by the catalogue tests.
export const DEFAULT_REWARD_NAME = "Free product";
export const DEFAULT_REWARDS: readonly CardReward[] = [{ at: 10, name: DEFAULT_REWARD_NAME }];

/** A card as stored (punch_cards): the size and rewards it started with, and what moved since. */
export type CardState = {
  size: number;
  punches: number;
  rewards: readonly CardReward[];
  /** Bit i set: rewards[i] was handed over. */
  handed: number;
  /** Punches earned past the card's end, for the next card. */
  waiting: number;
};

export const isHandedOver = (card: Pick<CardState, "handed">, index: number): boolean =>
  (card.handed & (1 << index)) !== 0;

/** The rewards the card has reached and nobody has handed over yet, in card order. */
export function rewardsWaiting(card: CardState): { index: number; reward: CardReward }[] {
  return card.rewards
    .map((reward, index) => ({ index, reward }))
    .filter(({ index, reward }) => card.punches >= reward.at && !isHandedOver(card, index));
}

/** The next reward still ahead on this card, and how many punches it needs; null on a full card. */
export function nextReward(card: CardState): { reward: CardReward; more: number } | null {
  const reward = card.rewards.find((r) => r.at > card.punches);
  return reward ? { reward, more: reward.at - card.punches } : null;
}

/** `count` punches added: the card fills to its end and the rest waits for the next card. */
export function addPunches(
  card: Pick<CardState, "size" | "punches" | "waiting">,
  count: number,
): { punches: number; waiting: number; isComplete: boolean } {
  const room = Math.max(0, card.size - card.punches);
  const onCard = Math.min(room, count);
  const punches = card.punches + onCard;
  return { punches, waiting: card.waiting + count - onCard, isComplete: punches >= card.size };
}

/**
 * The punches an admin's clearing of the card would lose: all of them on a card that has not
 * reached its end (its last reward); none on a full one, whose punches its rewards used.
 * Punches waiting for the next card are never lost: they carry over.
 */
export const punchesLost = (card: Pick<CardState, "size" | "punches">): number =>
  card.punches < card.size ? card.punches : 0;

/** Every reward of the card was handed over: it closes and the next card opens. */
export const allHandedOver = (card: Pick<CardState, "rewards" | "handed">): boolean =>
  card.rewards.every((_, index) => isHandedOver(card, index));

/** What a card is opened on: the program's size and rewards (the shop's program as it is now). */
export type CardProgram = { cardSize: number; rewards: readonly CardReward[] };

/**
 * A card opened on `program` with `punches` on it (a welcome bonus, an imported balance, the
 * punches that waited on the last card): as many as fit go on it, the rest wait for the next
 * card. The one way a card is opened; it keeps this size and these rewards until it closes,
 * whatever the owner changes meanwhile.
 */
export function openCard(
  program: CardProgram,
  punches = 0,
): CardState & { rewards: CardReward[]; isComplete: boolean } {
  const onCard = Math.min(punches, program.cardSize);
  return {
    size: program.cardSize,
    rewards: [...program.rewards],
    punches: onCard,
    handed: 0,
    waiting: punches - onCard,
    isComplete: onCard >= program.cardSize,
  };
}

/** A card as the screens show it (the customer's, the counter's, the admin's). */
export type CardView = {
  size: number;
  punches: number;
  rewards: (CardReward & { handedOver: boolean })[];
  waiting: number;
  isComplete: boolean;
};

export function cardView(card: CardState): CardView {
  return {
    size: card.size,
    punches: card.punches,
    rewards: card.rewards.map((r, i) => ({ ...r, handedOver: isHandedOver(card, i) })),
    waiting: card.waiting,
    isComplete: card.punches >= card.size,
  };
}
