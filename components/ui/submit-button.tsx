import { Loader2 } from "lucide-react";
import { Button } from "./button";

type Props = React.ComponentProps<typeof Button> & {
  pending: boolean;
  /** The button's own icon, which the spinner takes the place of while pending. */
  icon?: React.ReactNode;
};

/**
 * Every button that waits on a request: disabled, with a spinner, while it runs. A submit
 * button by default; pass `type="button"` for one that calls its action on click.
 */
export function SubmitButton({ pending, icon, disabled, children, ...props }: Props) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending} {...props}>
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : icon}
      {children}
    </Button>
  );
}
