"use client";

import { PlainButton } from "@/components/ui/plain-button";
import { useRewards } from "./rewards-dashboard";

// The free-punches card is rendered on the server; these are the parts a redemption changes.

/** Shows the card (its children) only while the customer holds a free token. */
export function WhenFreeTokens({ children }: { children: React.ReactNode }) {
  return useRewards().summary.freeTokens.length > 0 ? children : null;
}

/** "Free punches: 2", said again by the translator once a token changed the count. */
export function FreeTokenTitle() {
  const { summary, words, t } = useRewards();
  const count = summary.freeTokens.length;
  return t ? t("card.dashboard.freePunches", { count }) : words.freePunches;
}

export function FreeTokenNote() {
  const { card, words } = useRewards();
  // A full card never refuses a punch: one added now waits for the next card.
  return card.isComplete ? words.freeNoteFull : words.freeNoteOpen;
}

export function UseFreeToken() {
  const { summary, redeemOwned, pending, words } = useRewards();
  return (
    <PlainButton
      className="w-full"
      onClick={() => void redeemOwned(summary.freeTokens[0]!)}
      disabled={pending}
      data-testid="use-free-token"
    >
      {words.useFree}
    </PlainButton>
  );
}
