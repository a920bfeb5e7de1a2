import { CheckCircle2, CircleDot } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { TicketStatus } from "@/lib/community/types";

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return status === "open" ? (
    <Badge variant="success" data-testid="ticket-status">
      <CircleDot aria-hidden /> Open
    </Badge>
  ) : (
    <Badge variant="secondary" data-testid="ticket-status">
      <CheckCircle2 aria-hidden /> Closed
    </Badge>
  );
}
