import { AdminPageSkeleton } from "@/components/layout/admin-page";
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <AdminPageSkeleton width="narrow">
      <div className="bg-card space-y-3 rounded-xl border p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="bg-card space-y-4 rounded-xl border p-5">
        <Skeleton className="h-14 w-3/4" />
        <Skeleton className="ml-auto h-14 w-2/3" />
        <Skeleton className="h-20 w-full" />
      </div>
    </AdminPageSkeleton>
  );
}
