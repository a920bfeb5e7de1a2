import { BackLink } from "@/components/layout/back-link";

/** Back button, title, one line of description and the screen's main actions. */
export function PageHeader({
  back,
  title,
  description,
  icon,
  children,
}: {
  back?: { href: string; label: string };
  title: string;
  description?: string;
  icon?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <header className="mb-6 space-y-3 sm:mb-8">
      {back && <BackLink href={back.href} label={back.label} className="text-muted-foreground" />}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          {icon && (
            <span className="bg-primary/10 text-primary flex size-11 shrink-0 items-center justify-center rounded-xl [&_svg]:size-6">
              {icon}
            </span>
          )}
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            {description && (
              <p className="text-muted-foreground text-sm sm:text-base">{description}</p>
            )}
          </div>
        </div>
        {children && <div className="flex flex-wrap gap-2">{children}</div>}
      </div>
    </header>
  );
}
