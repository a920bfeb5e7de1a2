import { Loader2 } from "lucide-react";
import { Button } from "./button";

type Props = React.ComponentProps<typeof Button> & { pending: boolean };

/** A form's submit button: disabled, with a spinner, while the form is being sent. */
export function SubmitButton({ pending, disabled, children, ...props }: Props) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending && <Loader2 className="animate-spin" aria-hidden />}
      {children}
    </Button>
  );
}
