import type * as React from "react";

import { cn } from "@/lib/utils";
import { LabelElement } from "./label-element";

/**
 * A form label, written out instead of Radix's, as that was all the Radix primitive added to
 * every form's first load. Its classes are merged where it is rendered (on the server for a
 * server component); the mouse handling is in LabelElement.
 */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <LabelElement
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
