"use client";

import { useFormatter, useTranslations } from "next-intl";
import { EmptyState } from "@/components/ui/empty-state";
import { canVoid } from "@/components/trust/void-entry-button";
import { cn } from "@/lib/utils";
import type { ActivityEntry } from "@/lib/trust/review-types";
import { useEntryWords } from "@/components/trust/use-entry-words";
import { MOMENT } from "@/lib/i18n/dates";

/** The customer's latest ledger entries, each with a checkbox when it can still be voided. */
export function ActivityList({
  entries,
  selected,
  onSelect,
}: {
  entries: ActivityEntry[];
  selected: number[];
  onSelect: (ids: number[]) => void;
}) {
  const t = useTranslations("adminCounter.review.activity");
  const format = useFormatter();
  const { entryLabel, entryChange, detail } = useEntryWords();
  if (entries.length === 0) {
    return <EmptyState bare compact title={t("empty")} />;
  }
  const toggle = (id: number, on: boolean) =>
    onSelect(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <div>
      <h3 className="text-muted-foreground mb-2 text-xs font-medium tracking-wide uppercase">
        {t("title")}
      </h3>
      <ul className="divide-y rounded-lg border" data-testid="review-activity">
        {entries.map((entry) => {
          const voidable = canVoid(entry);
          const id = `entry-${entry.id}`;
          return (
            <li
              key={entry.id}
              className={cn("flex items-start gap-3 px-3 py-2 text-sm", !voidable && "opacity-70")}
              data-testid="activity-entry"
              data-reason={entry.reason}
            >
              <input
                id={id}
                type="checkbox"
                className="accent-primary mt-0.5 size-5 shrink-0"
                disabled={!voidable}
                checked={selected.includes(entry.id)}
                onChange={(e) => toggle(entry.id, e.target.checked)}
                aria-label={t("select", { entry: entryLabel(entry.reason), id: String(entry.id) })}
                data-testid="activity-select"
              />
              <label htmlFor={id} className="min-w-0 flex-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className={cn("font-medium", entry.voidedBy && "line-through")}>
                    {entryLabel(entry.reason)}{" "}
                    <span className="text-muted-foreground font-normal">{entryChange(entry)}</span>
                  </span>
                  <time
                    dateTime={new Date(entry.createdAt).toISOString()}
                    className="text-muted-foreground text-xs"
                  >
                    {format.dateTime(new Date(entry.createdAt), MOMENT)}
                  </time>
                </span>
                {detail(entry) && (
                  <span className="text-muted-foreground block text-xs break-words">
                    {detail(entry)}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
