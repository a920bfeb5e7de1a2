import type { CardView } from "@/lib/program/card";

// A customer's row in the punch cards grid, shared by the grid and the card it opens.

export type CardRow = {
  id: string;
  username: string;
  name: string;
  level: number;
  xp: number;
  punches: number;
  isComplete: boolean;
  /**
   * The card as the program draws it, where the page read it (lib/program/card-query.ts); a
   * row loaded later without it shows the punches on the program's card until it is opened.
   */
  card?: CardView;
};

/** A row's card: its own where read, else the punches on the program's opening card. */
export function rowCard(row: CardRow, opening: Pick<CardView, "size" | "rewards">): CardView {
  if (row.card) return row.card;
  return {
    ...opening,
    punches: row.punches,
    waiting: 0,
    isComplete: row.punches >= opening.size,
  };
}
