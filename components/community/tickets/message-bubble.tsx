import { ShieldCheck } from "lucide-react";
import type { TicketMessageView } from "@/lib/community/types";
import { cn } from "@/lib/utils";
import { LocalDate, DATE_TIME } from "../local-date";
import { UserText } from "../user-text";

/** One message: the reader's own on the right, the other side's on the left. */
export function MessageBubble({ message, mine }: { message: TicketMessageView; mine: boolean }) {
  return (
    <li className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")} data-testid="ticket-message" data-admin={message.isAdmin}>
      <div className="flex items-center gap-1.5 px-1 text-xs text-muted-foreground">
        {message.isAdmin && <ShieldCheck className="size-3.5 text-primary" aria-hidden />}
        <span className="font-medium text-foreground">{mine ? "You" : message.userName}</span>
        <span aria-hidden>·</span>
        <LocalDate value={message.createdAt} options={DATE_TIME} />
      </div>
      <UserText
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm shadow-xs sm:max-w-[75%]",
          mine ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm border bg-card",
        )}
      >
        {message.message}
      </UserText>
    </li>
  );
}
