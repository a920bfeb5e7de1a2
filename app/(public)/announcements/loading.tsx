import { ListSkeleton } from "@/components/community/list-skeleton";

export default function Loading() {
  return <ListSkeleton width="max-w-2xl" className="pt-20 sm:pt-24" />;
}
