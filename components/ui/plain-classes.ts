/**
 * `buttonVariants()` and `buttonVariants({ variant: "outline" })` written out, for the error
 * screen: its code is part of every page's first load, and Turbopack gives it its own copy of
 * each module it imports (the button's table, clsx) even on pages that load them already.
 * plain-classes.test.ts keeps them equal to the variants.
 */
const BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-all outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";
const SIZE = "h-11 px-4 py-2 has-[>svg]:px-3";

export const PRIMARY_BUTTON = `${BASE} bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 active:bg-primary/85 ${SIZE}`;
export const OUTLINE_BUTTON = `${BASE} border border-input bg-card shadow-xs hover:bg-accent hover:text-accent-foreground ${SIZE}`;
