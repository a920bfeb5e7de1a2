"use client";

import type * as React from "react";

/**
 * The `<label>` of a `Field`, the only part that needs the browser: like Radix's, a double
 * click on it does not select its text. Its classes come already merged, so a label rendered
 * by a server component ships this and not the class merger (tailwind-merge).
 */
export function LabelElement({ onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      onMouseDown={(event) => {
        // Radix's rule: a control inside the label keeps its own mouse handling.
        if ((event.target as HTMLElement).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
