import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <main className="mx-auto w-full max-w-7xl px-4 pb-10 sm:px-6" aria-busy="true" aria-label="Loading products">
      <div className="-mx-4 flex items-center justify-between border-b px-4 py-3 sm:-mx-6 sm:px-6">
        <Skeleton className="h-11 w-20" />
        <Skeleton className="h-6 w-36" />
        <Skeleton className="size-11" />
      </div>
      <Skeleton className="mt-4 h-11 w-full max-w-md" />
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-xl border">
            <Skeleton className="aspect-square w-full rounded-none" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          </div>
        ))}
      </div>
    </main>
  );
}
