import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";

/** The ticket's heading card and its messages while they load, on either side's frame. */
export function ThreadBodySkeleton() {
  return (
    <>
      <div className="bg-card space-y-3 rounded-xl border p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="bg-card space-y-4 rounded-xl border p-5">
        <Skeleton className="h-14 w-3/4" />
        <Skeleton className="ms-auto h-14 w-2/3" />
        <Skeleton className="h-20 w-full" />
      </div>
    </>
  );
}

/** The customer's ticket detail's shape while it loads. */
export function ThreadSkeleton() {
  const t = useTranslations("customer");
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 sm:py-10" aria-busy="true">
      <Skeleton className="mb-4 h-11 w-40" />
      <Skeleton className="mb-8 h-8 w-52" />
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <div className="space-y-4">
        <ThreadBodySkeleton />
      </div>
    </main>
  );
}
