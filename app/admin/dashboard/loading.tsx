import { useTranslations } from "next-intl";
import { AdminPageSkeleton } from "@/components/layout/admin-page";
import { Skeleton } from "@/components/ui/skeleton";

export default function DashboardLoading() {
  const t = useTranslations("admin.dashboard");
  return (
    <AdminPageSkeleton label={t("loading")} back={false}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-24 rounded-xl" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 13 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-xl" />
    </AdminPageSkeleton>
  );
}
