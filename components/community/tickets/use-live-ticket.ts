"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@/components/ui/toast";
import type { TicketView } from "@/lib/community/types";
import { api } from "@/lib/http/fetcher";
import { LOAD_TICKET_FAILED } from "@/lib/community/messages";
import { ERROR_TITLE } from "@/lib/ui/messages";

/** New replies show up without a reload: the conversation is re-read this often while visible. */
export const POLL_MS = 4000;

/**
 * The ticket as last read from the server, re-read every few seconds and when the tab
 * comes back. A read that started before a local change is dropped, so a slow poll
 * never hides a message that was just sent.
 */
export function useLiveTicket(initial: TicketView) {
  const [ticket, setTicket] = useState(initial);
  const changes = useRef(0);
  const failing = useRef(false);

  const reload = useCallback(async () => {
    const startedAt = changes.current;
    try {
      const fresh = await api<TicketView>(`/tickets/${initial.id}`);
      if (changes.current === startedAt) setTicket(fresh);
      failing.current = false;
    } catch {
      // One toast per outage, not one every few seconds.
      if (!failing.current) notify.error(ERROR_TITLE, LOAD_TICKET_FAILED);
      failing.current = true;
    }
  }, [initial.id]);

  useEffect(() => {
    const poll = () => {
      if (document.visibilityState === "visible") void reload();
    };
    const timer = setInterval(poll, POLL_MS);
    document.addEventListener("visibilitychange", poll);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", poll);
    };
  }, [reload]);

  const update = useCallback((change: (t: TicketView) => TicketView) => {
    changes.current += 1;
    setTicket(change);
  }, []);

  return { ticket, update, reload };
}
