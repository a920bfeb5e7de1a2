import type * as React from "react";

import { cn } from "@/lib/utils";
import { LABEL_CLASS } from "./control-classes";
import { LabelElement } from "./label-element";

/**
 * A form label, written out instead of Radix's, as that was all the Radix primitive added to
 * every form's first load. Its classes are merged where it is rendered (on the server for a
 * server component); the mouse handling is in LabelElement.
 */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <LabelElement className={cn(LABEL_CLASS, className)} {...props} />;
}

export { Label };
