"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { useText } from "@/components/i18n/use-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LocalDate } from "@/components/ui/local-date";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { ReferralReason } from "./referral-reason";
import type { HistoryEntry, StandingChange } from "@/lib/rewards/history";
import { LOAD_HISTORY_FAILED } from "@/lib/rewards/messages";
import { LEDGER_REASON_KEYS } from "@/lib/rewards/reason-keys";
import { MOMENT } from "@/lib/i18n/dates";

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

type Words = ReturnType<typeof useTranslations<"card.ledger">>;

/** A username inside a sentence keeps its own direction (an Arabic page, a Latin name). */
const who = (chunks: ReactNode) => <bdi>{chunks}</bdi>;

/** A block or unblock among the entries: who stopped or restarted the customer's earning. */
function StandingRow({ change, t }: { change: TimelineStanding; t: Words }) {
  const blocked = change.action === "block";
  const by = change.actor && t.rich("by", { username: change.actor.username, who });
  return (
    <li
      className="flex min-w-0 flex-wrap items-start gap-x-3 gap-y-1 py-3"
      data-testid="timeline-standing"
      data-action={change.action}
    >
      <div className="min-w-0 flex-1 space-y-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{blocked ? t("blocked") : t("unblocked")}</span>
          <Badge variant={blocked ? "destructive" : "outline"}>
            {blocked ? t("blockedBadge") : t("canEarn")}
          </Badge>
        </div>
        {by && <p className="text-muted-foreground text-sm break-words">{by}</p>}
        <LocalDate
          value={change.createdAt}
          options={MOMENT}
          className="text-muted-foreground text-xs"
        />
      </div>
    </li>
  );
}

/** Where the entry came from, in one line: the code's product, the token's batch, who did it. */
function source(e: TimelineEntry, t: Words): ReactNode[] {
  const parts: ReactNode[] = [];
  if (e.code) {
    parts.push(t.rich("code", { product: e.code.productName, code: e.code.code, who }));
  }
  if (e.token?.batchId) {
    parts.push(t("sheet", { label: e.token.batchLabel || t("unlabelled") }));
  } else if (e.token?.createdBy) {
    parts.push(t.rich("tokenFrom", { username: e.token.createdBy, who }));
  } else if (e.token) parts.push(t("levelUpToken"));
  if (e.actor) parts.push(t.rich("by", { username: e.actor.username, who }));
  if (e.voidsEntryId) parts.push(t.rich("reverses", { id: String(e.voidsEntryId), who }));
  return parts;
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
  const t = useTranslations("card.ledger");
  const errors = useTranslations("errors");
  const text = useText();
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
      notify.error(errors("ui.error"), text(errorMessage(e, LOAD_HISTORY_FAILED)));
    } finally {
      setLoading(false);
    }
  }

  if (page.entries.length === 0 && page.standing.length === 0) {
    return <EmptyState bare title={t("empty")} data-testid="timeline-empty" />;
  }
  return (
    <div className="space-y-3">
      <ol className="divide-y" data-testid="timeline">
        {itemsOf(page).map((item) => {
          if (item.kind === "standing") {
            return <StandingRow key={`standing-${item.change.id}`} change={item.change} t={t} />;
          }
          const e = item.entry;
          const from = source(e, t);
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
                      t(`reason.${LEDGER_REASON_KEYS[e.reason]}`)
                    )}
                  </span>
                  {e.voidedBy !== null && <Badge variant="outline">{t("voided")}</Badge>}
                  <bdi className="text-muted-foreground font-mono text-xs">#{e.id}</bdi>
                </div>
                {from.length > 0 && (
                  <p className="text-muted-foreground text-sm break-words">
                    {from.map((part, i) => (
                      <span key={i}>
                        {i > 0 && " · "}
                        {part}
                      </span>
                    ))}
                  </p>
                )}
                {e.note && (
                  <p className="text-sm break-words italic">{t("note", { note: text(e.note) })}</p>
                )}
                <LocalDate
                  value={e.createdAt}
                  options={MOMENT}
                  className="text-muted-foreground text-xs"
                />
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1 text-sm tabular-nums">
                {e.punchDelta !== 0 && (
                  <bdi data-testid="entry-punches">
                    {t(e.punchDelta > 0 ? "punchesUp" : "punchesDown", {
                      count: Math.abs(e.punchDelta),
                    })}
                  </bdi>
                )}
                {e.xpDelta !== 0 && (
                  <bdi data-testid="entry-xp">
                    {t(e.xpDelta > 0 ? "xpUp" : "xpDown", {
                      xp: Math.abs(e.xpDelta),
                    })}
                  </bdi>
                )}
                {actions?.(e)}
              </div>
            </li>
          );
        })}
      </ol>
      {page.nextBefore !== null && (
        <Button variant="outline" onClick={more} disabled={loading} data-testid="timeline-more">
          {loading ? t("loading") : t("showOlder")}
        </Button>
      )}
    </div>
  );
}
