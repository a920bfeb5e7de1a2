import { AdminPageSkeleton } from "@/components/layout/admin-page";

export default function Loading() {
  return <AdminPageSkeleton label="Loading the program" rows={3} />;
}
