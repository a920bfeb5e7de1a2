import * as React from "react";

import { cn } from "@/lib/utils";
import { INPUT_CLASS } from "./control-classes";

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn(INPUT_CLASS, className)} {...props} />;
}

export { Input };

/** A price in dollars and cents: the phone's decimal keyboard, steps of one cent. */
export const MONEY_INPUT = { type: "number", inputMode: "decimal", min: 0, step: 0.01 } as const;

/** A whole number (a count, a stock): the phone's number keyboard, whole steps. */
export const WHOLE_INPUT = { type: "number", inputMode: "numeric", step: 1 } as const;
