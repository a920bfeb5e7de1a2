import type * as React from "react";

import { clsx } from "clsx";

/**
 * A progress bar with the ARIA and data attributes Radix's would give it, written out: the
 * Radix primitive was about 2 KB of the dashboard's first-load JavaScript for one element.
 * No client code of its own, so a server component may render it too.
 * The filled part is as wide as the value, from the start of the line: from the right in
 * Arabic, by itself (a translateX would fill from the left whatever the page's direction).
 * The colours are their own props (`trackClassName`, `indicatorClassName`) so that classes are
 * joined, never merged: the dashboard's client code renders it without tailwind-merge.
 */
function Progress({
  className,
  value,
  max = 100,
  trackClassName = "bg-primary/15",
  indicatorClassName = "bg-primary",
  indicatorStyle,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> & {
  value?: number | null;
  max?: number;
  /** The track's background colour. */
  trackClassName?: string;
  /** The filled part's background colour. */
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
      className={clsx(
        "relative h-2.5 w-full overflow-hidden rounded-full",
        trackClassName,
        className,
      )}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        {...data}
        className={clsx("h-full transition-[width] duration-500", indicatorClassName)}
        style={{ ...indicatorStyle, width: `${percent}%` }}
      />
    </div>
  );
}

export { Progress };
