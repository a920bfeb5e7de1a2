import { useLocale, useTranslations } from "next-intl";
import { waitingRewards } from "@/components/rewards/card-messages";
import { asCardTranslate, cardWords } from "@/components/rewards/card-words";
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
 * reward is ready, how to collect it. No state and no client directive: the page renders it
 * on the server (next-intl's hooks work there), and card-view.tsx draws it again in the browser
 * under its own provider once a token has changed the card.
 */
export function CardDrawing({ card, added, look, shopName, terms, contact }: CardViewProps) {
  const t = useTranslations("card");
  const locale = useLocale();
  const ready = waitingRewards(card).map((r) => r.name);
  return (
    <ProgramCard
      card={card}
      look={look}
      shopName={shopName}
      terms={terms || undefined}
      words={cardWords(asCardTranslate(t), locale, shopName)}
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
            {t("added", { count: added })}
          </span>
        )
      }
    >
      {ready.length > 0 && <CardClaim ready={ready} complete={card.isComplete} contact={contact} />}
    </ProgramCard>
  );
}
