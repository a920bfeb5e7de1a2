// The card's own sentences, on every screen that shows it (the customer's, the counter's, the
// admin's): pure, safe in client components. English's grammar for a reward's name inside a
// sentence (card-words.ts: `rewardIn`); the hand-over's and the reset's are catalogue keys
// (`m()`), which a screen shows with useText under a provider that has `card` (or `admin`).
import type { CardView } from "@/lib/program/card";
import { m } from "@/lib/i18n/text";

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

/** Handing over a reward (staff and admins): one button per reward waiting. */
export const handOverLabel = (reward: string): string => m("card.handOver.label", { reward });
export const handOverQuestion = (name: string, reward: string): string =>
  m("card.handOver.question", { reward, name });
/**
 * What the hand-over does: the last reward of the card closes it, and the next card starts with
 * the punches that waited.
 */
export function handOverOutcome(reward: string, card: CardView, index: number): string {
  const others = card.rewards.some((r, i) => i !== index && !r.handedOver);
  if (others) return m("card.handOver.keeps", { reward, punches: card.punches });
  return card.waiting > 0
    ? m("card.handOver.doneWaiting", { reward, waiting: card.waiting })
    : m("card.handOver.done", { reward });
}
export const REWARD_HANDED_OVER = "card.handOver.doneTitle";
export const HAND_OVER_FAILED = "card.handOver.failed";
export const rewardHandedOver = (name: string, reward: string): string =>
  m("card.handOver.doneDetail", { reward, name });

/**
 * The admin's Reset Punchcard: every reward waiting is handed over and the next card opens,
 * with the punches that waited ("The card goes back to 0 of 10 punches" on SPEC.md's card).
 * The admin's words, as the customer page's reset says them.
 */
export function resetOutcome(card: { size: number; waiting: number }): string {
  return card.waiting > 0
    ? m("admin.users.resetCard.outcomeWaiting", { waiting: card.waiting })
    : m("admin.users.resetCard.outcome", { size: card.size });
}

/** Before the outcome, on an unfinished card: the punches clearing it loses. */
export const resetLoses = (count: number): string => m("admin.users.resetCard.loses", { count });
