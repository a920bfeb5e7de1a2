"use client";

import { Lock, LockOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import type { TicketStatus, TicketSummary } from "@/lib/community/types";
import { api } from "@/lib/http/fetcher";
import {
  TICKET_CLOSED_TOAST,
  TICKET_OPEN_TOAST,
  UPDATE_STATUS_FAILED,
} from "@/lib/community/messages";

/** Admin only: 'Close Ticket' while open, 'Reopen Ticket' once closed. */
export function StatusToggle({
  ticket,
  onChanged,
}: {
  ticket: TicketSummary;
  onChanged: (saved: TicketSummary) => void;
}) {
  const t = useTranslations("customer.tickets");
  const text = useText();
  const next: TicketStatus = ticket.status === "open" ? "closed" : "open";
  const { pending, submit } = useSubmit({
    action: (body: { status: TicketStatus }) =>
      api<TicketSummary>(`/tickets/${ticket.id}`, { method: "PUT", body }),
    onSuccess: (saved) => {
      onChanged(saved);
      notify.success(text(saved.status === "closed" ? TICKET_CLOSED_TOAST : TICKET_OPEN_TOAST));
    },
    fallback: text(UPDATE_STATUS_FAILED),
  });

  return (
    <SubmitButton
      type="button"
      variant={next === "closed" ? "outline" : "default"}
      pending={pending}
      icon={next === "closed" ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
      onClick={() => void submit({ status: next })}
      className="w-full sm:w-auto"
      data-testid="ticket-status-toggle"
    >
      {next === "closed" ? t("close") : t("reopen")}
    </SubmitButton>
  );
}
