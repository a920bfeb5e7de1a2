import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Overall } from "./services";

const LOOK = {
  operational: { variant: "success", Icon: CheckCircle2 },
  issues: { variant: "destructive", Icon: XCircle },
  checking: { variant: "secondary", Icon: Loader2 },
} as const;

export function OverallBadge({ overall }: { overall: Overall }) {
  const t = useTranslations("admin.status.overall");
  const { variant, Icon } = LOOK[overall];
  return (
    <Badge
      variant={variant}
      className="px-3 py-1 text-sm"
      role="status"
      data-testid="overall-status"
      data-state={overall}
    >
      <Icon className={overall === "checking" ? "animate-spin" : undefined} aria-hidden />
      {t(overall)}
    </Badge>
  );
}
