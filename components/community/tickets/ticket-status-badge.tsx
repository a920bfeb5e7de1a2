import { CheckCircle2, CircleDot } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { TicketStatus } from "@/lib/community/types";

/** On the server, or in a client screen under a provider with the `customer` namespace. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useTranslations("customer.tickets");
  return status === "open" ? (
    <Badge variant="success" data-testid="ticket-status">
      <CircleDot aria-hidden /> {t("open")}
    </Badge>
  ) : (
    <Badge variant="secondary" data-testid="ticket-status">
      <CheckCircle2 aria-hidden /> {t("closed")}
    </Badge>
  );
}
