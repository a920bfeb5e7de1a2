import { useTranslations } from "next-intl";
import { AdminPageSkeleton } from "@/components/layout/admin-page";
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  const t = useTranslations("adminCatalog.categories");
  return (
    <AdminPageSkeleton label={t("loading")}>
      <Skeleton className="h-36 w-full rounded-xl" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-56 rounded-xl" />
        ))}
      </div>
    </AdminPageSkeleton>
  );
}
