import * as React from "react";

import { cn } from "@/lib/utils";
import { INPUT_CLASS } from "./control-classes";

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn(INPUT_CLASS, className)} {...props} />;
}

export { Input };
