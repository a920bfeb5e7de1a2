import { BackLink } from "./back-link";

type Props = { title: string; description?: string; actions?: React.ReactNode; children: React.ReactNode };

/** The frame every admin screen shares: back to the dashboard, title, optional actions. */
export function AdminPage({ title, description, actions, children }: Props) {
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <div className="space-y-2">
        <BackLink href="/admin/dashboard" />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            {description && <p className="text-muted-foreground">{description}</p>}
          </div>
          {actions}
        </div>
      </div>
      {children}
    </main>
  );
}
