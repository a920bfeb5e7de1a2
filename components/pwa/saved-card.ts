import type { CardLook } from "@/components/rewards/program-card";
import type { CardView } from "@/lib/program/card";
import { isStandaloneApp } from "./standalone";

/**
 * The last card the installed app saw, kept on the phone so the offline page can show it,
 * read-only, with when it was saved. Only the installed app keeps it (a phone's own app, not a
 * browser tab someone else may use next), and signing out or deleting the account removes it.
 */
const KEY = "punchcard:card";

export type SavedCard = {
  username: string;
  punches: number;
  isComplete: boolean;
  xp: number;
  /** The card as the program drew it; absent from a card saved before programs existed. */
  card?: CardView;
  look?: CardLook;
  shopName?: string;
  savedAt: string;
};

export function saveCard(card: Omit<SavedCard, "savedAt">): void {
  try {
    if (!isStandaloneApp()) return;
    const { username, punches, isComplete, xp, look, shopName } = card;
    const saved: SavedCard = {
      username,
      punches,
      isComplete,
      xp,
      card: card.card,
      look,
      shopName,
      savedAt: new Date().toISOString(),
    };
    localStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Storage blocked or full: the offline page simply has no card to show.
  }
}

export function readSavedCard(): SavedCard | null {
  try {
    const card = JSON.parse(localStorage.getItem(KEY) ?? "null") as SavedCard | null;
    return card && typeof card.username === "string" && typeof card.punches === "number"
      ? card
      : null;
  } catch {
    return null;
  }
}

export function forgetSavedCard(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
