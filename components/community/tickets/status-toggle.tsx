"use client";

import { Loader2, Lock, LockOpen } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import type { TicketStatus, TicketSummary } from "@/lib/community/types";
import { api, errorMessage } from "@/lib/http/fetcher";
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
  const [pending, setPending] = useState(false);
  const next: TicketStatus = ticket.status === "open" ? "closed" : "open";

  async function toggle() {
    setPending(true);
    try {
      const saved = await api<TicketSummary>(`/tickets/${ticket.id}`, {
        method: "PUT",
        body: { status: next },
      });
      onChanged(saved);
      notify.success(saved.status === "closed" ? TICKET_CLOSED_TOAST : TICKET_OPEN_TOAST);
    } catch (e) {
      notify.error("Error", errorMessage(e, UPDATE_STATUS_FAILED));
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      variant={next === "closed" ? "outline" : "default"}
      onClick={toggle}
      disabled={pending}
      className="w-full sm:w-auto"
      data-testid="ticket-status-toggle"
    >
      {pending ? (
        <Loader2 className="animate-spin" aria-hidden />
      ) : next === "closed" ? (
        <Lock aria-hidden />
      ) : (
        <LockOpen aria-hidden />
      )}
      {next === "closed" ? "Close Ticket" : "Reopen Ticket"}
    </Button>
  );
}
