import { useTranslations } from "next-intl";
import { AdminPageSkeleton } from "@/components/layout/admin-page";
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  const t = useTranslations("adminCatalog.products");
  return (
    <AdminPageSkeleton label={t("loading")}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="space-y-4 rounded-xl border p-6">
          {Array.from({ length: 7 }, (_, i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-11 w-full" />
            </div>
          ))}
        </div>
        <div className="divide-y rounded-xl border" data-testid="products-skeleton">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="flex items-center gap-3 p-4">
              <Skeleton className="size-16 shrink-0" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-5 w-2/3" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </AdminPageSkeleton>
  );
}
