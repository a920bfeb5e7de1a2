import { cn } from "@/lib/utils";

/** The SPEC's empty-state words, centred in a dashed box with an icon. */
export function EmptyState({
  icon,
  title,
  description,
  className,
  children,
  ...rest
}: {
  icon?: React.ReactNode;
  title: string;
  description?: string;
  className?: string;
  children?: React.ReactNode;
} & Omit<React.ComponentProps<"div">, "title">) {
  return (
    <div
      className={cn(
        "bg-card/60 flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center",
        className,
      )}
      {...rest}
    >
      {icon && <span className="text-muted-foreground mb-1 [&_svg]:size-10">{icon}</span>}
      <p className="font-medium">{title}</p>
      {description && <p className="text-muted-foreground max-w-sm text-sm">{description}</p>}
      {children}
    </div>
  );
}
