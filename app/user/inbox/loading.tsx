import { ListSkeleton } from "@/components/community/list-skeleton";

export default function Loading() {
  return <ListSkeleton width="max-w-2xl" rows={4} />;
}
