import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { Overall } from "./services";

const LOOK = {
  operational: { label: "All Systems Operational", variant: "success", Icon: CheckCircle2 },
  issues: { label: "Issues Detected", variant: "destructive", Icon: XCircle },
  checking: { label: "Checking...", variant: "secondary", Icon: Loader2 },
} as const;

export function OverallBadge({ overall }: { overall: Overall }) {
  const { label, variant, Icon } = LOOK[overall];
  return (
    <Badge
      variant={variant}
      className="px-3 py-1 text-sm"
      role="status"
      data-testid="overall-status"
      data-state={overall}
    >
      <Icon className={overall === "checking" ? "animate-spin" : undefined} aria-hidden />
      {label}
    </Badge>
  );
}
