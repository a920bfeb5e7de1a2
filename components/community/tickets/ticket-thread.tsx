"use client";

import { Lock, MessagesSquare } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useText } from "@/components/i18n/use-text";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import type { TicketMessageView, TicketView } from "@/lib/community/types";
import { api } from "@/lib/http/fetcher";
import { ApiError } from "@/lib/http/errors";
import { MessageBubble } from "./message-bubble";
import { ReplyBox } from "./reply-box";
import { StatusToggle } from "./status-toggle";
import { TicketDates } from "./ticket-dates";
import { TicketStatusBadge } from "./ticket-status-badge";
import { useLiveTicket } from "./use-live-ticket";
import { MESSAGE_SENT, SEND_MESSAGE_FAILED } from "@/lib/community/messages";

/**
 * A ticket's conversation, kept live. The customer may reply only while it is open
 * ('Send Message'); the admin always has 'Send Response' and the Close/Reopen button.
 */
export function TicketThread({
  initial,
  viewer,
}: {
  initial: TicketView;
  viewer: "user" | "admin";
}) {
  const { ticket, update, reload } = useLiveTicket(initial);
  const scroller = useRef<HTMLDivElement>(null);
  const isAdmin = viewer === "admin";
  const t = useTranslations("customer.tickets");
  const text = useText();

  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [ticket.messages.length]);

  const {
    pending,
    submit: send,
    errors,
  } = useSubmit({
    action: (message: string) =>
      api<TicketMessageView>(`/tickets/${ticket.id}/messages`, {
        method: "POST",
        body: { message },
      }).catch((e: unknown) => {
        // Closed meanwhile: show the closed state instead of a box that cannot send.
        if (e instanceof ApiError && e.code === "conflict") void reload();
        throw e;
      }),
    onSuccess: (sent) => {
      update((t) => ({ ...t, updatedAt: sent.createdAt, messages: [...t.messages, sent] }));
      notify.success(text(MESSAGE_SENT));
    },
    fallback: text(SEND_MESSAGE_FAILED),
  });

  return (
    <div className="space-y-4">
      <Card className="gap-3 sm:gap-3">
        <CardHeader className="has-data-[slot=card-action]:grid-cols-1 sm:has-data-[slot=card-action]:grid-cols-[1fr_auto]">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle className="min-w-0 text-xl wrap-anywhere" data-testid="ticket-title">
              {ticket.subject}
            </CardTitle>
            <TicketStatusBadge status={ticket.status} />
          </div>
          <p className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-xs">
            {isAdmin && (
              <span className="text-foreground min-w-0 font-medium wrap-anywhere">
                {t("from", { name: ticket.userName })}
              </span>
            )}
            <TicketDates createdAt={ticket.createdAt} updatedAt={ticket.updatedAt} />
          </p>
          {isAdmin && (
            <div
              data-slot="card-action"
              className="sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:self-start"
            >
              <StatusToggle
                ticket={ticket}
                onChanged={(saved) =>
                  update((t) => ({ ...t, status: saved.status, updatedAt: saved.updatedAt }))
                }
              />
            </div>
          )}
        </CardHeader>
      </Card>

      <Card className="gap-0 py-0 sm:gap-0 sm:py-0">
        <h2 className="flex items-center gap-2 border-b px-5 py-3 text-sm font-semibold sm:px-6">
          <MessagesSquare className="text-primary size-4" aria-hidden /> {t("conversation")}
        </h2>
        <div
          ref={scroller}
          className="max-h-[500px] overflow-y-auto overscroll-contain px-4 py-4 sm:px-6"
          data-testid="ticket-conversation"
          tabIndex={0}
          aria-label={t("conversation")}
        >
          <ol className="space-y-4" aria-live="polite">
            {ticket.messages.map((m) => (
              <MessageBubble key={m.id} message={m} mine={isAdmin ? m.isAdmin : !m.isAdmin} />
            ))}
          </ol>
        </div>
        <CardContent className="border-t py-4 sm:py-4">
          {isAdmin || ticket.status === "open" ? (
            <ReplyBox
              label={isAdmin ? t("sendResponse") : t("sendMessage")}
              pending={pending}
              onSend={send}
              error={errors.message}
            />
          ) : (
            <p
              className="text-muted-foreground flex items-center gap-2 text-sm"
              data-testid="ticket-closed-note"
            >
              <Lock className="size-4" aria-hidden /> {t("closedNote")}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
