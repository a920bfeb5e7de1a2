import { ChevronRight, ShieldAlert, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/** The review queue's count on the dashboard, so flagged customers are seen the same day. */
export function ReviewLink({ count }: { count: number }) {
  const t = useTranslations("admin.dashboard.review");
  const format = useFormatter();
  const waiting = count > 0;
  const Icon = waiting ? ShieldAlert : ShieldCheck;
  return (
    <Link
      href="/admin/review"
      data-testid="review-link"
      className={cn(
        "group bg-card hover:bg-secondary/60 focus-visible:ring-ring/50 flex items-center gap-3 rounded-xl border p-4 shadow-sm transition-colors focus-visible:ring-[3px]",
        waiting && "border-warning/60",
      )}
    >
      <span
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-lg",
          waiting ? "bg-warning/15 text-warning-foreground" : "bg-primary/10 text-primary",
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block leading-tight font-semibold">{t("title")}</span>
        <span className="text-muted-foreground block text-xs leading-snug">
          {waiting ? t("flagged", { count }) : t("nothing")}
        </span>
      </span>
      <span
        className={cn(
          "rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums",
          waiting ? "bg-warning text-warning-foreground" : "bg-secondary text-secondary-foreground",
        )}
        data-testid="review-count"
      >
        {format.number(count)}
      </span>
      <ChevronRight
        className="text-muted-foreground size-4 shrink-0 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
        aria-hidden
      />
    </Link>
  );
}
