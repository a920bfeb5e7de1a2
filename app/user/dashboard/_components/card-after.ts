import type { CardView } from "@/lib/program/card";

/** Punches on the card and waiting for the next one: what a token adds to. */
export const punchesOnCards = (card: Pick<CardView, "punches" | "waiting">): number =>
  card.punches + card.waiting;

/**
 * The card after a redemption, from what the server said of it: the card's own answer (GET
 * /api/punchcard/{id}: size, rewards, waiting) wins; a field it lacks keeps what the screen had.
 */
export function cardAfter(before: CardView, fresh: Partial<CardView>): CardView {
  const card: CardView = {
    size: fresh.size ?? before.size,
    punches: fresh.punches ?? before.punches,
    rewards: fresh.rewards ?? before.rewards,
    waiting: fresh.waiting ?? before.waiting,
    isComplete: false,
  };
  return { ...card, isComplete: card.punches >= card.size };
}
