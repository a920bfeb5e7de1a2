"use client";

import { PlainButton } from "@/components/ui/plain-button";
import { useRewards } from "./rewards-dashboard";

// The free-punches card is rendered on the server; these are the parts a redemption changes.

/** Shows the card (its children) only while the customer holds a free token. */
export function WhenFreeTokens({ children }: { children: React.ReactNode }) {
  return useRewards().summary.freeTokens.length > 0 ? children : null;
}

export function FreeTokenCount() {
  return useRewards().summary.freeTokens.length;
}

export function FreeTokenNote() {
  // A full card never refuses a punch: one added now waits for the next card.
  return useRewards().card.isComplete
    ? "Earned by levelling up. A punch you add now waits for your next card."
    : "Earned by levelling up. Use one to add a punch to your card.";
}

export function UseFreeToken() {
  const { summary, redeemOwned, pending } = useRewards();
  return (
    <PlainButton
      className="w-full"
      onClick={() => void redeemOwned(summary.freeTokens[0]!)}
      disabled={pending}
      data-testid="use-free-token"
    >
      Use a free punch
    </PlainButton>
  );
}
