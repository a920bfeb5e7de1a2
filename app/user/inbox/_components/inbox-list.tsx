"use client";

import { CheckCheck, ChevronDown, Inbox } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { setUnread } from "@/components/inbox/unread-store";
import { EmptyState } from "@/components/ui/empty-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { InboxItemView, InboxPage } from "@/lib/messaging/inbox";
import {
  ALL_READ,
  INBOX_EMPTY,
  INBOX_EMPTY_DETAIL,
  LOAD_INBOX_FAILED,
  MARK_ALL_READ,
  MARK_READ_FAILED,
  OLDER_MESSAGES,
} from "@/lib/messaging/inbox-messages";
import { MessageRow } from "./message-row";

/**
 * The customer's messages, newest first, a page at a time. A tap marks the message read and
 * opens what it is about; "Mark all read" clears the bell.
 */
export function InboxList({ initial }: { initial: InboxPage }) {
  const [messages, setMessages] = useState(initial.messages);
  const [unread, setCount] = useState(initial.unread);
  const [next, setNext] = useState(initial.next);
  const [loadingMore, setLoadingMore] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const t = useTranslations("customer");
  const text = useText();

  // The bell on other screens follows what this screen knows.
  useEffect(() => setUnread(unread), [unread]);

  function readLocally(ids: number[] | "all") {
    const now = new Date().toISOString();
    setMessages((list) =>
      list.map((m) =>
        m.readAt === null && (ids === "all" || ids.includes(m.id)) ? { ...m, readAt: now } : m,
      ),
    );
  }

  function open(message: InboxItemView) {
    if (message.readAt !== null) return;
    readLocally([message.id]);
    setCount((n) => Math.max(0, n - 1));
    // keepalive: the tap also navigates away, and the request must outlive this screen.
    void fetch("/api/inbox/read", {
      method: "POST",
      keepalive: true,
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ids: [message.id] }),
    })
      .then(async (answer) => {
        if (answer.ok) setCount(((await answer.json()) as { unread: number }).unread);
      })
      .catch(() => undefined);
  }

  async function markAll() {
    setMarkingAll(true);
    try {
      const { unread: left } = await api<{ unread: number }>("/inbox/read", {
        method: "POST",
        body: { all: true },
      });
      readLocally("all");
      setCount(left);
      notify.success(text(ALL_READ));
    } catch (error) {
      notify.error(t("error"), text(errorMessage(error, MARK_READ_FAILED)));
    } finally {
      setMarkingAll(false);
    }
  }

  async function loadOlder() {
    if (next === null) return;
    setLoadingMore(true);
    try {
      const page = await api<InboxPage>(`/inbox?before=${next}`);
      setMessages((list) => [
        ...list,
        ...page.messages.filter((m) => !list.some((l) => l.id === m.id)),
      ]);
      setNext(page.next);
      setCount(page.unread);
    } catch (error) {
      notify.error(t("error"), text(errorMessage(error, LOAD_INBOX_FAILED)));
    } finally {
      setLoadingMore(false);
    }
  }

  if (messages.length === 0) {
    return (
      <EmptyState
        icon={<Inbox />}
        title={text(INBOX_EMPTY)}
        description={text(INBOX_EMPTY_DETAIL)}
        data-testid="inbox-empty"
      />
    );
  }

  return (
    <section aria-label={t("inbox.messages")} className="space-y-3">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm" data-testid="inbox-unread" aria-live="polite">
          {t("inbox.unread", { count: unread })}
        </p>
        <SubmitButton
          type="button"
          variant="outline"
          pending={markingAll}
          disabled={unread === 0}
          icon={<CheckCheck aria-hidden />}
          onClick={() => void markAll()}
          data-testid="inbox-mark-all"
        >
          {text(MARK_ALL_READ)}
        </SubmitButton>
      </div>
      <ul className="bg-card divide-y overflow-hidden rounded-xl border" data-testid="inbox-list">
        {messages.map((message) => (
          <MessageRow key={message.id} message={message} onOpen={() => open(message)} />
        ))}
      </ul>
      {next !== null && (
        <SubmitButton
          type="button"
          variant="ghost"
          className="w-full"
          pending={loadingMore}
          icon={<ChevronDown aria-hidden />}
          onClick={() => void loadOlder()}
          data-testid="inbox-older"
        >
          {text(OLDER_MESSAGES)}
        </SubmitButton>
      )}
    </section>
  );
}
