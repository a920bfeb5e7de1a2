"use client";

import { useSyncExternalStore } from "react";
import { readSavedCard, type SavedCard } from "@/components/pwa/saved-card";
import { PunchGrid } from "@/components/rewards/punch-grid";
import { LocalDate, SHORT_DATE_TIME } from "@/components/ui/local-date";
import { formatNumber } from "@/lib/format";
import { CARD_COMPLETE_TITLE } from "@/lib/rewards/messages";
import { levelFromXp, PUNCHES_PER_CARD } from "@/lib/rewards/rules";

const noSubscription = () => () => {};
// The saved card as a string, so React can compare snapshots; "" on the server and before.
const snapshot = () => JSON.stringify(readSavedCard() ?? "");

/**
 * The card the installed app saw last, read-only, with when: offline the customer can still
 * show their punches at the counter. Nothing, where nothing was kept (a browser tab, or after
 * signing out).
 */
export function OfflineCard() {
  const raw = useSyncExternalStore(noSubscription, snapshot, () => '""');
  const card = JSON.parse(raw) as SavedCard | "";
  if (!card) return null;
  return (
    <section
      className="bg-card space-y-4 rounded-xl border p-4 shadow-sm sm:p-5"
      aria-labelledby="offline-card-title"
      data-testid="offline-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="offline-card-title" className="font-semibold">
            Your loyalty card
          </h2>
          <p className="text-muted-foreground text-sm wrap-anywhere">
            {card.username} · Level {formatNumber(levelFromXp(card.xp).level)}
          </p>
        </div>
        <span className="text-2xl font-bold tabular-nums" data-testid="offline-card-punches">
          {card.punches} / {PUNCHES_PER_CARD}
        </span>
      </div>
      <PunchGrid punches={card.punches} size="sm" />
      {card.isComplete && <p className="text-success font-semibold">{CARD_COMPLETE_TITLE}</p>}
      <p className="text-muted-foreground text-sm" data-testid="offline-card-saved">
        As of <LocalDate value={card.savedAt} options={SHORT_DATE_TIME} />. It updates when you are
        back online.
      </p>
    </section>
  );
}
