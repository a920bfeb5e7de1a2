import { clsx } from "clsx";

/**
 * The button's classes, joined without tailwind-merge. Client code on a screen's first load
 * styles its native buttons and links with these, so the class merger's 8 KB stays out of that
 * load; `Button` merges a caller's overriding classes on top. Written out rather than made by
 * cva, whose runtime was 0.8 KB gzipped of every customer page's first load for one variant
 * table (plain-classes.test.ts checks what it gives).
 */
const BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-all outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

const VARIANTS = {
  default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 active:bg-primary/85",
  destructive:
    "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/30",
  outline: "border border-input bg-card shadow-xs hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-primary underline-offset-4 hover:underline",
};

const SIZES = {
  // 44px (h-11) is the minimum comfortable touch target on phones.
  default: "h-11 px-4 py-2 has-[>svg]:px-3",
  sm: "h-9 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
  lg: "h-12 rounded-lg px-6 text-base has-[>svg]:px-4",
  icon: "size-11",
};

export type ButtonVariantProps = {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
};

export function buttonVariants({
  variant,
  size,
  className,
}: ButtonVariantProps & { className?: string } = {}): string {
  return clsx(BASE, VARIANTS[variant ?? "default"], SIZES[size ?? "default"], className);
}
