"use client";

import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { PunchGrid } from "@/components/rewards/punch-grid";
import { TierBadge } from "@/components/rewards/tier-badge";
import { XpBar } from "@/components/rewards/xp-bar";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { PUNCHES_PER_CARD } from "@/lib/rewards/rules";
import { AddPunchDialog } from "@/app/admin/users/_components/add-punch-dialog";
import { AdjustXpDialog } from "@/app/admin/users/_components/adjust-xp-dialog";
import type { CardRow } from "./punch-card-grid";
import { formatNumber, formatXp } from "@/lib/format";

type Props = { card: CardRow | null; onClose: () => void; onChanged: (row: CardRow) => void };

export function CardDetailDialog({ card, onClose, onChanged }: Props) {
  const [pending, setPending] = useState(false);

  async function reset() {
    if (!card) return false;
    setPending(true);
    try {
      await api(`/punchcard/${card.id}/reset`, { method: "POST" });
      onChanged({ ...card, punches: 0, isComplete: false });
      notify.success("Punchcard Reset", `${card.username} starts a new card`);
      return true;
    } catch (error) {
      notify.error("Error", errorMessage(error, "Failed to reset punchcard"));
      return false;
    } finally {
      setPending(false);
    }
  }

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
            <ConfirmDialog
              title={`Reset ${card.username}'s punch card?`}
              description={`The card goes back to 0 / ${PUNCHES_PER_CARD}. Do this after handing over the free product.`}
              confirmLabel="Reset"
              confirmTestId="confirm-reset"
              onConfirm={reset}
              trigger={
                <Button
                  variant="destructive"
                  disabled={pending || card.punches === 0}
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
