import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { BackLink } from "./back-link";
import { CommonWord } from "./common-words";

type Back = { href: string; label: React.ReactNode };
const DASHBOARD: Back = { href: "/admin/dashboard", label: <CommonWord name="backToDashboard" /> };

/**
 * Width rules of every admin screen. The frame (and so the header) is always the wide one, so
 * headers sit in the same place on every screen; `narrow` keeps reading columns (a thread, a
 * settings form, a list of posts) at a comfortable line length under it.
 */
const FRAME = "mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0";
const CONTENT = { wide: "", narrow: "max-w-3xl" } as const;
export type AdminWidth = keyof typeof CONTENT;

type HeaderProps = {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  /** Where the back link goes; `null` on the dashboard itself. */
  back?: Back | null;
  titleTestId?: string;
};

/** The top of every admin screen: back link, title, one line of description, actions. */
export function AdminHeader({
  title,
  description,
  actions,
  back = DASHBOARD,
  titleTestId,
}: HeaderProps) {
  return (
    <header className="no-print mb-6 space-y-3 sm:mb-8">
      {back && <BackLink href={back.href} label={back.label} className="text-muted-foreground" />}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1
            className="text-2xl font-bold tracking-tight break-words sm:text-3xl"
            data-testid={titleTestId}
          >
            {title}
          </h1>
          {description && <div className="text-muted-foreground text-sm">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}

type PageProps = HeaderProps & { width?: AdminWidth; children: React.ReactNode };

/**
 * The header and sections of an admin screen without its `<main>`: for a layout that draws
 * its own, as the counter's staff screens do (one `<main>` per page).
 */
export function AdminPageBody({ width = "wide", children, ...header }: PageProps) {
  return (
    <>
      <AdminHeader {...header} />
      <div className={cn("space-y-6", CONTENT[width])}>{children}</div>
    </>
  );
}

/** One admin screen: the shared frame and header, then its sections. */
export function AdminPage(props: PageProps) {
  return (
    <main className={FRAME}>
      <AdminPageBody {...props} />
    </main>
  );
}

/** What an admin screen shows while it loads: the same frame and header shape. */
export function AdminPageSkeleton({
  width = "wide",
  label,
  rows = 3,
  back = true,
  children,
}: {
  width?: AdminWidth;
  back?: boolean;
  label?: string;
  rows?: number;
  children?: React.ReactNode;
}) {
  return (
    <main className={FRAME} aria-busy="true" aria-label={label}>
      <div className="mb-6 space-y-3 sm:mb-8">
        {back && <Skeleton className="h-11 w-44" />}
        <Skeleton className="h-8 w-56 sm:h-9" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <p role="status" className="sr-only">
        <CommonWord name="loading" />
      </p>
      <div className={cn("space-y-4", CONTENT[width])}>
        {children ??
          Array.from({ length: rows }, (_, i) => (
            <div key={i} className="bg-card space-y-3 rounded-xl border p-5 sm:p-6">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-full" />
            </div>
          ))}
      </div>
    </main>
  );
}
