"use client";

import { RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { useState } from "react";
import { resetOutcome } from "@/components/rewards/card-messages";
import { HandOverRewards } from "@/components/rewards/hand-over-dialog";
import { useCardWords } from "@/components/rewards/use-card-words";
import { ProgramCard, type CardLook } from "@/components/rewards/program-card";
import { TierBadge } from "@/components/rewards/tier-badge";
import { useCustomerCard } from "@/components/rewards/use-card";
import { TranslatedXpBar } from "@/components/rewards/translated-xp-bar";
import { Button } from "@/components/ui/button";
import { ResetCardDialog } from "@/components/rewards/reset-card-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { punchesLost, type CardView } from "@/lib/program/card";
import { resetCardTitle } from "@/lib/rewards/staff-messages";
import { AddPunchDialog } from "@/components/rewards/add-punch-dialog";
import { AdjustXpDialog } from "@/components/rewards/adjust-xp-dialog";
import { rowCard, type CardRow } from "./card-row";

type Props = {
  row: CardRow | null;
  opening: Pick<CardView, "size" | "rewards">;
  look: CardLook;
  shopName: string;
  onClose: () => void;
  onChanged: (row: CardRow) => void;
};

/**
 * One customer's card: the card as the program draws it (read again when the dialog opens, so
 * a row loaded without it shows its own size and rewards), a hand-over per reward waiting, a
 * punch or XP by hand, and the reset.
 */
export function CardDetailDialog({ row, opening, look, shopName, onClose, onChanged }: Props) {
  const t = useTranslations("adminCounter.cards");
  const words = useCardWords(shopName);
  const reset = useTranslations("admin.users.resetCard");
  const text = useText();
  // Bumped by each change made here: the card is read again.
  const [reads, setReads] = useState(0);
  const known = row ? rowCard(row, opening) : null;
  const { card: fresh } = useCustomerCard(row?.id ?? null, known ?? opening, reads);
  const card = fresh ?? known;
  const after = (next: CardRow) => {
    setReads((n) => n + 1);
    onChanged(next);
  };
  // Clearing an unfinished card loses its punches: the dialog says how many, and confirms them.
  const lost = card ? punchesLost(card) : 0;
  const outcome = card ? reset(resetOutcome(card), { size: card.size, waiting: card.waiting }) : "";
  const resetDescription = lost > 0 ? `${reset("loses", { count: lost })} ${outcome}` : outcome;
  const changed = (next: CardView) => {
    if (row) after({ ...row, punches: next.punches, isComplete: next.isComplete, card: next });
  };

  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="punchcard-dialog">
        {row && card && (
          <>
            <DialogHeader>
              <DialogTitle>{row.username}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-2">
                <TierBadge level={row.level} /> {t("levelXp", { level: row.level, xp: row.xp })}
              </DialogDescription>
            </DialogHeader>
            <TranslatedXpBar xp={row.xp} />
            <ProgramCard
              card={card}
              look={look}
              shopName={shopName}
              words={words}
              size="sm"
              countTestId="dialog-punches"
            />
            <HandOverRewards
              userId={row.id}
              name={row.username}
              card={card}
              onDone={({ card: next }) => changed(next)}
              size="sm"
              align="start"
            />
            <div className="flex flex-wrap gap-2">
              {/* Never refused for a full card: a punch past its end waits for the next one. */}
              <AddPunchDialog
                user={{ ...row, cardSize: card.size }}
                onDone={(next) =>
                  after({
                    ...row,
                    punches: next.punches,
                    isComplete: next.isComplete,
                    card: undefined,
                  })
                }
              />
              <AdjustXpDialog
                user={row}
                onDone={(next) => after({ ...row, xp: next.xp, level: next.level })}
              />
            </div>
            {/* The dialog stays busy while the reset runs, so its button cannot be pressed twice. */}
            <ResetCardDialog
              userId={row.id}
              name={row.username}
              title={text(resetCardTitle(row.username))}
              description={resetDescription}
              punchesLost={lost}
              confirmLabel={t("reset.confirm")}
              confirmTestId="confirm-reset"
              onReset={(next) =>
                next
                  ? changed(next)
                  : after({ ...row, punches: 0, isComplete: false, card: undefined })
              }
              trigger={
                <Button
                  variant="destructive"
                  disabled={card.punches === 0 && card.waiting === 0}
                  data-testid="reset-punchcard"
                >
                  <RotateCcw aria-hidden /> {t("reset.button")}
                </Button>
              }
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
