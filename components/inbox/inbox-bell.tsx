"use client";

import { clsx } from "clsx";
import { Bell } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { useCommonWords } from "@/components/layout/common-words";
import type { BellWords } from "@/components/layout/common-words-list";
import { useIdle } from "@/components/layout/use-idle";
import { refreshUnread, useUnread } from "./unread-store";

// From the root layout's words (common-words.tsx), not next-intl: this file is on the
// dashboard's first load. The count is the browser's, so its plural form is chosen here.
function bellLabel(words: BellWords, unread: number): string {
  if (unread === 0) return words.inbox;
  const forms = words.inboxUnread;
  const form = forms[new Intl.PluralRules(words.locale).select(unread)] ?? forms.other ?? "";
  return form.replace("{count}", unread.toLocaleString(words.locale));
}

/**
 * The bell on the customer's screens: a link to the inbox with the unread count. The count is
 * read once the page is idle, so it never delays the first screen; the service worker and the
 * phone coming back to the app keep it current (unread-store.ts). No class merging here: it is
 * on the dashboard's first load.
 */
export function InboxBell({ inverted = false }: { inverted?: boolean }) {
  const idle = useIdle();
  const unread = useUnread();
  const words = useCommonWords().bell;
  useEffect(() => {
    if (idle) void refreshUnread();
  }, [idle]);
  const count = unread ?? 0;
  // The count is drawn over the link's corner, not inside it: a control's name must hold the
  // words it shows, and the name says the count in words (Arabic says one and two unread
  // without a digit; past 99 the badge shows 99+).
  return (
    <span className="relative inline-flex shrink-0">
      <Link
        href="/user/inbox"
        prefetch={false}
        aria-label={bellLabel(words, count)}
        data-testid="inbox-bell"
        data-unread={unread ?? undefined}
        className={clsx(
          "focus-visible:ring-ring/50 inline-flex size-11 shrink-0 items-center justify-center rounded-md outline-none focus-visible:ring-[3px]",
          inverted
            ? "bg-white/15 text-white hover:bg-white/25"
            : "bg-card hover:bg-accent border shadow-xs",
        )}
      >
        <Bell className="size-5" aria-hidden />
      </Link>
      {count > 0 && (
        <span
          aria-hidden
          data-testid="inbox-bell-count"
          className={clsx(
            "pointer-events-none absolute -end-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs leading-none font-bold tabular-nums",
            inverted ? "bg-amber-400 text-black" : "bg-destructive text-white",
          )}
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </span>
  );
}
