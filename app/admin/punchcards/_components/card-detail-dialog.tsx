"use client";

import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { PunchGrid } from "@/components/rewards/punch-grid";
import { TierBadge } from "@/components/rewards/tier-badge";
import { XpBar } from "@/components/rewards/xp-bar";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { CardRow } from "./punch-card-grid";
import { formatNumber, formatXp } from "@/lib/format";

type Props = { card: CardRow | null; onClose: () => void; onChanged: (row: CardRow) => void };

export function CardDetailDialog({ card, onClose, onChanged }: Props) {
  const [pending, setPending] = useState(false);

  async function reset() {
    if (!card) return;
    setPending(true);
    try {
      await api(`/punchcard/${card.id}/reset`, { method: "POST" });
      onChanged({ ...card, punches: 0, isComplete: false });
      notify.success("Punchcard Reset", `${card.username} starts a new card`);
    } catch (error) {
      notify.error("Error", errorMessage(error, "Failed to reset punchcard"));
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
                {card.punches} / 10
              </span>
            </div>
            <PunchGrid punches={card.punches} size="sm" />
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button
                  variant="destructive"
                  disabled={pending || card.punches === 0}
                  data-testid="reset-punchcard"
                >
                  <RotateCcw aria-hidden /> Reset Punchcard
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Reset {card.username}&apos;s punch card?</AlertDialogTitle>
                  <AlertDialogDescription>
                    The card goes back to 0 / 10. Do this after handing over the free product.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancel</AlertDialogCancel>
                  <AlertDialogAction onClick={reset} data-testid="confirm-reset">
                    Reset
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
