import type * as React from "react";
import { buttonVariants, type ButtonVariantProps } from "./button-variants";

/**
 * A native button styled as `Button`, for client code on a screen's first load: its classes
 * are joined (cva), not merged, so the class merger (tailwind-merge, 8 KB) stays off that
 * load. Use `Button` wherever a caller's classes must override the button's own.
 */
export function PlainButton({
  variant,
  size,
  className,
  ...props
}: React.ComponentProps<"button"> & ButtonVariantProps) {
  return (
    <button
      type="button"
      data-slot="button"
      data-variant={variant ?? "default"}
      data-size={size ?? "default"}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}
