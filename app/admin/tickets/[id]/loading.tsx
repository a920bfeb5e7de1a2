import { ThreadSkeleton } from "@/components/community/tickets/thread-skeleton";

export default function Loading() {
  return <ThreadSkeleton />;
}
