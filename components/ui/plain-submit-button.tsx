import type * as React from "react";
import { Spinner } from "./spinner";

type Props = React.ComponentProps<"button"> & { pending: boolean };

/**
 * A native submit button that waits on a request: disabled and busy, with the spinner, while
 * it runs. For the forms on a new customer's first load (/login, /join), which hand in their
 * classes already joined so the button variants' table stays off that load; everywhere else
 * `SubmitButton` is the same over `Button`.
 */
export function PlainSubmitButton({ pending, children, ...props }: Props) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending} {...props}>
      {pending && <Spinner />}
      {children}
    </button>
  );
}
