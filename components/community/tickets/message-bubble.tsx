import { ShieldCheck } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { TicketMessageView } from "@/lib/community/types";
import { cn } from "@/lib/utils";
import { LocalDate } from "@/components/ui/local-date";
import { UserText } from "../user-text";
import { DATE_TIME } from "@/lib/i18n/dates";

/** One message: the reader's own on the right, the other side's on the left. */
export function MessageBubble({ message, mine }: { message: TicketMessageView; mine: boolean }) {
  const t = useTranslations("customer.tickets");
  const locale = useLocale();
  return (
    <li
      className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")}
      data-testid="ticket-message"
      data-admin={message.isAdmin}
    >
      <div className="text-muted-foreground flex max-w-full min-w-0 items-center gap-1.5 px-1 text-xs">
        {message.isAdmin && <ShieldCheck className="text-primary size-3.5 shrink-0" aria-hidden />}
        <span
          className="text-foreground min-w-0 truncate font-medium"
          title={mine ? undefined : message.userName}
        >
          {mine ? t("you") : message.userName}
        </span>
        <span aria-hidden>·</span>
        <span className="shrink-0">
          <LocalDate value={message.createdAt} options={DATE_TIME} locale={locale} />
        </span>
      </div>
      <UserText
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm shadow-xs sm:max-w-[75%]",
          mine
            ? "bg-primary text-primary-foreground rounded-ee-sm"
            : "bg-card rounded-es-sm border",
        )}
      >
        {message.message}
      </UserText>
    </li>
  );
}
