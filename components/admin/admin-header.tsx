import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** The top of every admin sub-screen: back to the dashboard, title, optional actions. */
export function AdminHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="no-print mb-6 space-y-3">
      <Button asChild variant="ghost" className="-ml-3">
        <Link href="/admin/dashboard" data-testid="back-to-dashboard">
          <ArrowLeft aria-hidden /> Back to Dashboard
        </Link>
      </Button>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description && <p className="text-muted-foreground mt-1 text-sm">{description}</p>}
        </div>
        {children && <div className="flex flex-wrap gap-2">{children}</div>}
      </div>
    </header>
  );
}

/** The page frame shared by the admin screens. */
export function AdminMain({
  children,
  wide = false,
}: {
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <main
      className={`mx-auto w-full ${wide ? "max-w-6xl" : "max-w-3xl"} px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0`}
    >
      {children}
    </main>
  );
}
