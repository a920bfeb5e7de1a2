import { AdminPageSkeleton } from "@/components/layout/admin-page";

export default function Loading() {
  return <AdminPageSkeleton width="narrow" />;
}
