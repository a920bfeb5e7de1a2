// The card's own sentences, on every screen that shows it (the customer's, the counter's, the
// admin's): pure, safe in client components. English's grammar for a reward's name inside a
// sentence (card-words.ts: `rewardIn`), and which sentence the hand-over and the reset say.
import type { CardView } from "@/lib/program/card";

/**
 * A reward's name inside a sentence: "Free cookie" reads "a free cookie" ("3 more punches for a
 * free cookie", as SPEC.md's "9 more punches for a free product"); other names stay as written.
 */
export function rewardPhrase(name: string): string {
  const free = /^free\s+(.+)$/i.exec(name.trim());
  return free ? `a free ${free[1]}` : name.trim();
}

/** A reward the customer earned: "your free cookie" ("Free cookie"), other names as written. */
export const yourReward = (name: string): string =>
  rewardPhrase(name).replace(/^a free /, "your free ");

/** The rewards of a card waiting to be handed over, in card order. */
export function waitingRewards(card: CardView): { index: number; name: string; at: number }[] {
  return card.rewards
    .map((r, index) => ({
      index,
      name: r.name,
      at: r.at,
      ready: card.punches >= r.at && !r.handedOver,
    }))
    .filter((r) => r.ready)
    .map(({ index, name, at }) => ({ index, name, at }));
}

/** The next reward ahead on the card and the punches it needs; null on a full card. */
export function nextOnCard(card: CardView): { name: string; more: number } | null {
  const next = card.rewards.find((r) => r.at > card.punches);
  return next ? { name: next.name, more: next.at - card.punches } : null;
}

/**
 * Which of `card.handOver`'s sentences says what handing over reward `index` does: the last
 * reward of the card closes it, and the next card starts with the punches that waited.
 */
export function handOverOutcome(card: CardView, index: number): "keeps" | "doneWaiting" | "done" {
  const others = card.rewards.some((r, i) => i !== index && !r.handedOver);
  if (others) return "keeps";
  return card.waiting > 0 ? "doneWaiting" : "done";
}

/**
 * Which of `admin.users.resetCard`'s sentences says what the admin's Reset Punchcard does: every
 * reward waiting is handed over and the next card opens, with the punches that waited ("The
 * card goes back to 0 of 10 punches" on SPEC.md's card).
 */
export const resetOutcome = (card: { waiting: number }): "outcomeWaiting" | "outcome" =>
  card.waiting > 0 ? "outcomeWaiting" : "outcome";
