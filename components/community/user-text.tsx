import { cn } from "@/lib/utils";

/**
 * Text someone typed: shown as text, never as HTML (DECISIONS 7), with its line breaks
 * kept and long words wrapped instead of overflowing a phone screen.
 */
export function UserText({
  children,
  className,
  ...rest
}: { children: string } & Omit<React.ComponentProps<"p">, "children">) {
  return (
    <p className={cn("break-words whitespace-pre-wrap", className)} {...rest}>
      {children}
    </p>
  );
}
