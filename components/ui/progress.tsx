"use client";

import * as React from "react";
import { Progress as ProgressPrimitive } from "radix-ui";

import { cn } from "@/lib/utils";

function Progress({
  className,
  value,
  max = 100,
  indicatorClassName,
  indicatorStyle,
  ...props
}: React.ComponentProps<typeof ProgressPrimitive.Root> & {
  indicatorClassName?: string;
  indicatorStyle?: React.CSSProperties;
}) {
  // Radix rejects out-of-range values, so clamp rather than let a bad count blank the bar.
  const clamped = value == null ? value : Math.min(max, Math.max(0, value));
  const percent = max > 0 ? ((clamped ?? 0) / max) * 100 : 0;

  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={max}
      className={cn("bg-primary/15 relative h-2.5 w-full overflow-hidden rounded-full", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          "bg-primary h-full w-full flex-1 transition-transform duration-500",
          indicatorClassName,
        )}
        style={{ ...indicatorStyle, transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress };
