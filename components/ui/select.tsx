import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

import { cn } from "@/lib/utils";

/** One choice: its value, shown as it is or with a label of its own. */
type SelectOption = string | { value: string; label: string };

/**
 * A styled native `<select>`: the OS picker is the best experience on phones. Its choices are
 * `options`, after a `placeholder` for the empty value where there is one.
 */
function NativeSelect({
  className,
  wrapperClassName,
  options = [],
  placeholder,
  children,
  ...props
}: React.ComponentProps<"select"> & {
  wrapperClassName?: string;
  options?: readonly SelectOption[];
  placeholder?: string;
}) {
  return (
    <div data-slot="native-select-wrapper" className={cn("relative w-full", wrapperClassName)}>
      <select
        data-slot="native-select"
        className={cn(
          "border-input bg-card flex h-11 w-full min-w-0 appearance-none rounded-md border py-2 ps-3 pe-10 text-base shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
          "focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px]",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
          className,
        )}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2"
      />
    </div>
  );
}

export { NativeSelect };
