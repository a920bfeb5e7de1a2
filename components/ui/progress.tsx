import type * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A progress bar with the ARIA and data attributes Radix's would give it, written out: the
 * Radix primitive was about 2 KB of the dashboard's first-load JavaScript for one element.
 * No client code of its own, so a server component may render it too.
 */
function Progress({
  className,
  value,
  max = 100,
  indicatorClassName,
  indicatorStyle,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> & {
  value?: number | null;
  max?: number;
  indicatorClassName?: string;
  indicatorStyle?: React.CSSProperties;
}) {
  // Out-of-range values are clamped rather than allowed to blank the bar.
  const clamped = value == null ? null : Math.min(max, Math.max(0, value));
  const percent = max > 0 ? ((clamped ?? 0) / max) * 100 : 0;
  const state = clamped == null ? "indeterminate" : clamped === max ? "complete" : "loading";
  const data = { "data-state": state, "data-value": clamped ?? undefined, "data-max": max };

  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped ?? undefined}
      aria-valuetext={clamped == null ? undefined : `${Math.round(percent)}%`}
      data-slot="progress"
      {...data}
      className={cn("bg-primary/15 relative h-2.5 w-full overflow-hidden rounded-full", className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        {...data}
        className={cn(
          "bg-primary h-full w-full flex-1 transition-transform duration-500",
          indicatorClassName,
        )}
        style={{ ...indicatorStyle, transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}

export { Progress };
