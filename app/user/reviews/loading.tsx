import { ListSkeleton } from "@/components/community/list-skeleton";

export default function Loading() {
  return <ListSkeleton />;
}
