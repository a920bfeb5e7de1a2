import { cn } from "@/lib/utils";

/**
 * The SPEC's empty-state words, centred with an optional icon: in a dashed box on the page,
 * or `bare` inside a card that already draws one. `compact`: one quiet line, aligned with the
 * small heading above it inside a card, where a centred headline would outweigh that heading.
 */
export function EmptyState({
  icon,
  title,
  description,
  bare = false,
  compact = false,
  className,
  children,
  ...rest
}: {
  icon?: React.ReactNode;
  title: string;
  description?: string;
  bare?: boolean;
  compact?: boolean;
  className?: string;
  children?: React.ReactNode;
} & Omit<React.ComponentProps<"div">, "title">) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-2 px-6 py-12 text-center",
        !bare && "bg-card/60 rounded-xl border border-dashed",
        compact && "items-start px-0 py-1 text-start",
        className,
      )}
      {...rest}
    >
      {icon && <span className="text-muted-foreground mb-1 [&_svg]:size-10">{icon}</span>}
      <p className={cn("wrap-anywhere", compact ? "text-muted-foreground text-sm" : "font-medium")}>
        {title}
      </p>
      {description && <p className="text-muted-foreground max-w-sm text-sm">{description}</p>}
      {children}
    </div>
  );
}
