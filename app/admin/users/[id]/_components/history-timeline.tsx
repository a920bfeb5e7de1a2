"use client";

import { useRouter } from "next/navigation";
import { LedgerTimeline, type TimelinePage } from "@/components/rewards/ledger-timeline";
import { canVoid, VoidEntryButton } from "@/components/trust/void-entry-button";

/** The admin's timeline of a customer's ledger; an entry that can be reversed has "Void". */
export function HistoryTimeline({ userId, page }: { userId: string; page: TimelinePage }) {
  const router = useRouter();
  return (
    <LedgerTimeline
      // A new newest entry (after an adjustment) or a block or unblock starts the timeline
      // again from the top.
      key={`${page.entries[0]?.id ?? 0}-${page.standing[0]?.id ?? 0}`}
      userId={userId}
      initialPage={page}
      actions={(entry) => (
        <span className="empty:hidden" data-testid="entry-actions" data-entry-id={entry.id}>
          {canVoid(entry) && <VoidEntryButton entry={entry} onDone={() => router.refresh()} />}
        </span>
      )}
    />
  );
}
