import { punchesAdded, waitingRewards } from "@/components/rewards/card-messages";
import { ProgramCard, type CardLook } from "@/components/rewards/program-card";
import type { CardView } from "@/lib/program/card";
import { CardClaim, type ClaimContact } from "./card-claim";

export type CardViewProps = {
  card: CardView;
  /** The punches the last token added ("+3"); null before the first. */
  added: number | null;
  look: CardLook;
  shopName: string;
  terms: string;
  contact: ClaimContact;
};

/**
 * The loyalty card as the program draws it, with the token's "+3" by the count and, once a
 * reward is ready, how to collect it. No hooks and no client directive: the page renders it
 * on the server, and LiveCard (live-figures.tsx) loads it only once a token has changed the
 * card, so none of it is in the dashboard's first-load JavaScript.
 */
export function CardWithClaim({ card, added, look, shopName, terms, contact }: CardViewProps) {
  const ready = waitingRewards(card).map((r) => r.name);
  return (
    <ProgramCard
      card={card}
      look={look}
      shopName={shopName}
      terms={terms || undefined}
      countTestId="punch-count"
      countBadge={
        // A token of one punch reads as today: the toast says it.
        added !== null &&
        added > 1 && (
          <span
            key={`${card.punches}-${card.waiting}`}
            className="bg-success text-success-foreground animate-in fade-in zoom-in rounded-full px-2 py-0.5 text-sm font-bold tabular-nums"
            data-testid="punches-added"
            aria-hidden
          >
            {punchesAdded(added)}
          </span>
        )
      }
    >
      {ready.length > 0 && <CardClaim ready={ready} complete={card.isComplete} contact={contact} />}
    </ProgramCard>
  );
}
