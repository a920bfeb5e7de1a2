import { cn } from "@/lib/utils";

/**
 * The SPEC's empty-state words, centred with an optional icon: in a dashed box on the page,
 * or `bare` inside a card that already draws one.
 */
export function EmptyState({
  icon,
  title,
  description,
  bare = false,
  className,
  children,
  ...rest
}: {
  icon?: React.ReactNode;
  title: string;
  description?: string;
  bare?: boolean;
  className?: string;
  children?: React.ReactNode;
} & Omit<React.ComponentProps<"div">, "title">) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-2 px-6 py-12 text-center",
        !bare && "bg-card/60 rounded-xl border border-dashed",
        className,
      )}
      {...rest}
    >
      {icon && <span className="text-muted-foreground mb-1 [&_svg]:size-10">{icon}</span>}
      <p className="font-medium wrap-anywhere">{title}</p>
      {description && <p className="text-muted-foreground max-w-sm text-sm">{description}</p>}
      {children}
    </div>
  );
}
