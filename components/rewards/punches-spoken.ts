// The card's "6 of 10 punches" on its own, in English (the card's default words, card-words.ts).
import type { CardView } from "@/lib/program/card";

/** "6 of 10 punches", the slots' name for a screen reader. */
export const punchesOf = (card: Pick<CardView, "punches" | "size">): string =>
  `${card.punches} of ${card.size} punches`;
