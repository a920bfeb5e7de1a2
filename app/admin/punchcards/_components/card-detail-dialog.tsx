"use client";

import { RotateCcw } from "lucide-react";
import { PunchGrid } from "@/components/rewards/punch-grid";
import { TierBadge } from "@/components/rewards/tier-badge";
import { XpBar } from "@/components/rewards/xp-bar";
import { Button } from "@/components/ui/button";
import { ResetCardDialog } from "@/components/rewards/reset-card-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { resetCardTitle } from "@/lib/rewards/staff-messages";
import { PUNCHES_PER_CARD } from "@/lib/rewards/rules";
import { AddPunchDialog } from "@/app/admin/users/_components/add-punch-dialog";
import { AdjustXpDialog } from "@/app/admin/users/_components/adjust-xp-dialog";
import type { CardRow } from "./punch-card-grid";
import { formatNumber, formatXp } from "@/lib/format";

type Props = { card: CardRow | null; onClose: () => void; onChanged: (row: CardRow) => void };

export function CardDetailDialog({ card, onClose, onChanged }: Props) {
  return (
    <Dialog open={card !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="punchcard-dialog">
        {card && (
          <>
            <DialogHeader>
              <DialogTitle>{card.username}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-2">
                <TierBadge level={card.level} /> Level {formatNumber(card.level)} ·{" "}
                {formatXp(card.xp)}
              </DialogDescription>
            </DialogHeader>
            <XpBar xp={card.xp} />
            <div className="flex items-center justify-between">
              <span className="font-medium">Punches</span>
              <span className="font-semibold tabular-nums" data-testid="dialog-punches">
                {card.punches} / {PUNCHES_PER_CARD}
              </span>
            </div>
            <PunchGrid punches={card.punches} size="sm" />
            <div className="flex flex-wrap gap-2">
              <AddPunchDialog
                user={card}
                disabled={card.isComplete}
                onDone={(next) =>
                  onChanged({ ...card, punches: next.punches, isComplete: next.isComplete })
                }
              />
              <AdjustXpDialog
                user={card}
                onDone={(next) => onChanged({ ...card, xp: next.xp, level: next.level })}
              />
            </div>
            {/* The dialog stays busy while the reset runs, so its button cannot be pressed twice. */}
            <ResetCardDialog
              userId={card.id}
              name={card.username}
              title={resetCardTitle(card.username)}
              description={`The card goes back to 0 / ${PUNCHES_PER_CARD}. Do this after handing over the free product.`}
              confirmLabel="Reset"
              confirmTestId="confirm-reset"
              onReset={() => onChanged({ ...card, punches: 0, isComplete: false })}
              trigger={
                <Button
                  variant="destructive"
                  disabled={card.punches === 0}
                  data-testid="reset-punchcard"
                >
                  <RotateCcw aria-hidden /> Reset Punchcard
                </Button>
              }
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
