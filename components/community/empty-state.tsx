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
        "flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card/60 px-6 py-12 text-center",
        className,
      )}
      {...rest}
    >
      {icon && <span className="mb-1 text-muted-foreground [&_svg]:size-10">{icon}</span>}
      <p className="font-medium">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {children}
    </div>
  );
}
