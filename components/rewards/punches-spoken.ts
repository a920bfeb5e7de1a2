// Two sentences of the card's (card-messages.ts) on its own: the dashboard's redemption code
// needs only these, and importing card-messages.ts brought all of them (about 1 KB) into
// the dashboard's first load.
import type { CardView } from "@/lib/program/card";

/** "6 of 10 punches", the slots' name for a screen reader. */
export const punchesOf = (card: Pick<CardView, "punches" | "size">): string =>
  `${card.punches} of ${card.size} punches`;

/** What a screen reader hears after a redemption: "3 punches added. 6 of 8 punches." */
export const punchesAddedSpoken = (count: number, card: Pick<CardView, "punches" | "size">) =>
  `${count === 1 ? "Punch" : `${count} punches`} added. ${punchesOf(card)}.`;
