/**
 * The classes of a text input and of a label, without the class merger. `Input` merges a
 * caller's classes on top and `Field` adds its own with clsx; client code on a screen whose
 * first load must stay small (/login, /join) styles its native controls with these as they
 * are, so tailwind-merge's 8 KB stays out of that load (as `buttonVariants` does for buttons).
 */
export const INPUT_CLASS = [
  // text-base below md stops iOS Safari from zooming in on focus.
  "border-input bg-card selection:bg-primary selection:text-primary-foreground file:text-foreground placeholder:text-muted-foreground flex h-11 w-full min-w-0 rounded-md border px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none file:inline-flex file:h-8 file:border-0 file:bg-transparent file:text-sm file:font-medium disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
  "focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px]",
  "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
].join(" ");

export const LABEL_CLASS =
  "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";
