import { ThreadBodySkeleton } from "@/components/community/tickets/thread-skeleton";
import { AdminPageSkeleton } from "@/components/layout/admin-page";

export default function Loading() {
  return (
    <AdminPageSkeleton width="narrow">
      <ThreadBodySkeleton />
    </AdminPageSkeleton>
  );
}
