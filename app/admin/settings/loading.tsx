import { AdminPageSkeleton } from "@/components/layout/admin-page";

export default function Loading() {
  return <AdminPageSkeleton width="narrow" label="Loading settings" rows={3} />;
}
