import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/** What a list screen shows while it loads: its header's shape, 'Loading...', and a few cards. */
export function ListSkeleton({
  rows = 3,
  width = "max-w-3xl",
  className,
}: {
  rows?: number;
  width?: string;
  className?: string;
}) {
  const t = useTranslations("customer");
  return (
    <main
      className={cn("mx-auto w-full px-4 py-6 sm:px-6 sm:py-10", width, className)}
      aria-busy="true"
    >
      <Skeleton className="mb-4 h-11 w-44" />
      <div className="mb-8 flex items-center gap-3">
        <Skeleton className="size-11 rounded-xl" />
        <div className="space-y-2">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <p role="status" className="text-muted-foreground mb-4 flex items-center gap-2 text-sm">
        <Loader2 className="size-4 animate-spin" aria-hidden /> {t("loading")}
      </p>
      <div className="space-y-4">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="bg-card space-y-3 rounded-xl border p-5 sm:p-6">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ))}
      </div>
    </main>
  );
}
