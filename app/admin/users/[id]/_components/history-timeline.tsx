"use client";

import { LedgerTimeline, type TimelinePage } from "@/components/rewards/ledger-timeline";

/** The admin's timeline of a customer's ledger, with a place for each entry's actions. */
export function HistoryTimeline({ userId, page }: { userId: string; page: TimelinePage }) {
  return (
    <LedgerTimeline
      // A new newest entry (after an adjustment) starts the timeline again from the top.
      key={page.entries[0]?.id ?? 0}
      userId={userId}
      initialPage={page}
      actions={(entry) => (
        // Each entry's admin actions: <VoidEntryButton entry={entry} /> goes in this span.
        <span className="empty:hidden" data-testid="entry-actions" data-entry-id={entry.id} />
      )}
    />
  );
}
