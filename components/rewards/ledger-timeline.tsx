"use client";

import { LOAD_HISTORY_FAILED } from "@/lib/rewards/messages";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LocalDate, SHORT_DATE_TIME } from "@/components/ui/local-date";
import { notify } from "@/components/ui/toast";
import { formatNumber } from "@/lib/format";
import { api, errorMessage } from "@/lib/http/fetcher";
import { ReferralReason } from "./referral-reason";
import type { HistoryEntry, StandingChange } from "@/lib/rewards/history";

/** One ledger entry as GET /api/users/{id}/ledger answers it (its date a string over the wire). */
export type TimelineEntry = Omit<HistoryEntry, "createdAt"> & { createdAt: string | Date };
export type TimelineStanding = Omit<StandingChange, "createdAt"> & { createdAt: string | Date };
export type TimelinePage = {
  entries: TimelineEntry[];
  nextBefore: number | null;
  standing: TimelineStanding[];
};

type Item =
  { kind: "entry"; entry: TimelineEntry } | { kind: "standing"; change: TimelineStanding };

const time = (value: string | Date) => new Date(value).getTime();

/**
 * The entries in their own order (newest first), each block or unblock placed before the
 * first entry older than it.
 */
function itemsOf({ entries, standing }: Pick<TimelinePage, "entries" | "standing">): Item[] {
  const items: Item[] = [];
  let next = 0;
  for (const entry of entries) {
    while (next < standing.length && time(standing[next]!.createdAt) > time(entry.createdAt))
      items.push({ kind: "standing", change: standing[next++]! });
    items.push({ kind: "entry", entry });
  }
  for (const change of standing.slice(next)) items.push({ kind: "standing", change });
  return items;
}

const STANDING: Record<TimelineStanding["action"], string> = {
  block: "Earning blocked",
  unblock: "Earning unblocked",
};

/** A block or unblock among the entries: who stopped or restarted the customer's earning. */
function StandingRow({ change }: { change: TimelineStanding }) {
  return (
    <li
      className="flex min-w-0 flex-wrap items-start gap-x-3 gap-y-1 py-3"
      data-testid="timeline-standing"
      data-action={change.action}
    >
      <div className="min-w-0 flex-1 space-y-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{STANDING[change.action]}</span>
          <Badge variant={change.action === "block" ? "destructive" : "outline"}>
            {change.action === "block" ? "Blocked" : "Can earn"}
          </Badge>
        </div>
        {change.actor && (
          <p className="text-muted-foreground text-sm break-words">by {change.actor.username}</p>
        )}
        <LocalDate
          value={change.createdAt}
          options={SHORT_DATE_TIME}
          className="text-muted-foreground text-xs"
        />
      </div>
    </li>
  );
}

const REASONS: Record<TimelineEntry["reason"], string> = {
  token: "Punch token",
  code: "Verified code",
  admin_punch: "Punch added by hand",
  admin_xp: "XP adjusted by hand",
  card_reset: "Card reset",
  void: "Void",
  import: "Imported balance",
  reward: "Reward handed over",
  welcome: "Welcome bonus",
  carry: "Punches brought to the next card",
  referral_friend: "Invitation bonus (joined with an invitation)",
  referral_inviter: "Invitation bonus (a friend came back)",
};

const signed = (n: number) => `${n > 0 ? "+" : "−"}${formatNumber(Math.abs(n))}`;

/** Where the entry came from, in one line: the code's product, the token's batch, who did it. */
function source(e: TimelineEntry): string {
  const parts: string[] = [];
  if (e.code) parts.push(`${e.code.productName} (${e.code.code})`);
  if (e.token?.batchId) parts.push(`sheet “${e.token.batchLabel || "Unlabelled"}”`);
  else if (e.token?.createdBy) parts.push(`token from ${e.token.createdBy}`);
  else if (e.token) parts.push("level-up token");
  if (e.actor) parts.push(`by ${e.actor.username}`);
  if (e.voidsEntryId) parts.push(`reverses #${e.voidsEntryId}`);
  return parts.join(" · ");
}

/**
 * A customer's reward ledger, newest first, a page at a time. `actions` renders per-entry
 * buttons (the admin's); without it the timeline is read-only (the counter's).
 */
export function LedgerTimeline({
  userId,
  initialPage,
  actions,
}: {
  userId: string;
  initialPage: TimelinePage;
  actions?: (entry: TimelineEntry) => React.ReactNode;
}) {
  const [page, setPage] = useState(initialPage);
  const [loading, setLoading] = useState(false);

  async function more() {
    if (page.nextBefore === null) return;
    setLoading(true);
    try {
      const next = await api<TimelinePage>(
        `/users/${userId}/ledger?before=${page.nextBefore}&limit=20`,
      );
      setPage({
        entries: [...page.entries, ...next.entries],
        nextBefore: next.nextBefore,
        standing: [...page.standing, ...next.standing],
      });
    } catch (e) {
      notify.error("Error", errorMessage(e, LOAD_HISTORY_FAILED));
    } finally {
      setLoading(false);
    }
  }

  if (page.entries.length === 0 && page.standing.length === 0) {
    return <EmptyState bare title="No rewards yet" data-testid="timeline-empty" />;
  }
  return (
    <div className="space-y-3">
      <ol className="divide-y" data-testid="timeline">
        {itemsOf(page).map((item) => {
          if (item.kind === "standing") {
            return <StandingRow key={`standing-${item.change.id}`} change={item.change} />;
          }
          const e = item.entry;
          return (
            <li
              key={e.id}
              className="flex min-w-0 flex-wrap items-start gap-x-3 gap-y-1 py-3"
              data-testid="timeline-entry"
              data-entry-id={e.id}
              data-reason={e.reason}
            >
              <div className="min-w-0 flex-1 space-y-0.5">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 font-medium wrap-anywhere" data-testid="entry-reason">
                    {e.referral ? (
                      <ReferralReason reason={e.reason} referral={e.referral} />
                    ) : (
                      REASONS[e.reason]
                    )}
                  </span>
                  {e.voidedBy !== null && <Badge variant="outline">Voided</Badge>}
                  <span className="text-muted-foreground font-mono text-xs">#{e.id}</span>
                </div>
                {source(e) && (
                  <p className="text-muted-foreground text-sm break-words">{source(e)}</p>
                )}
                {e.note && <p className="text-sm break-words italic">“{e.note}”</p>}
                <LocalDate
                  value={e.createdAt}
                  options={SHORT_DATE_TIME}
                  className="text-muted-foreground text-xs"
                />
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1 text-sm tabular-nums">
                {e.punchDelta !== 0 && (
                  <span data-testid="entry-punches">
                    {signed(e.punchDelta)} punch{Math.abs(e.punchDelta) === 1 ? "" : "es"}
                  </span>
                )}
                {e.xpDelta !== 0 && <span data-testid="entry-xp">{signed(e.xpDelta)} XP</span>}
                {actions?.(e)}
              </div>
            </li>
          );
        })}
      </ol>
      {page.nextBefore !== null && (
        <Button variant="outline" onClick={more} disabled={loading} data-testid="timeline-more">
          {loading ? "Loading…" : "Show older"}
        </Button>
      )}
    </div>
  );
}
