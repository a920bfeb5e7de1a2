import { clsx } from "clsx";
import { cloneElement, type ReactElement, type ReactNode } from "react";
import { LABEL_CLASS } from "./control-classes";
import { LabelElement } from "./label-element";

type ControlProps = {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

type Props = {
  /** The control's id: the label points at it, and the description and error hang off it. */
  id: string;
  label: ReactNode;
  /** A line under the control that helps before anything goes wrong. */
  description?: ReactNode;
  /** The field's own error (a form check or the server's zod issue), shown under it. */
  error?: string | null;
  /** One control: an Input, Textarea, select … It gets the id and the aria wiring. */
  children: ReactElement<ControlProps>;
  className?: string;
  /** Stays visible to screen readers only (a control whose purpose shows otherwise). */
  hideLabel?: boolean;
};

/**
 * One form field: a label, its control, an optional description and the field's own error,
 * with `aria-invalid` and `aria-describedby` wired once here. No class merger and no state, so
 * it renders on the server or in the smallest client form alike.
 */
export function Field({ id, label, description, error, children, className, hideLabel }: Props) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div
      className={clsx("space-y-2", className)}
      data-slot="field"
      data-invalid={!!error || undefined}
    >
      <LabelElement htmlFor={id} className={clsx(LABEL_CLASS, hideLabel && "sr-only")}>
        {label}
      </LabelElement>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {description && (
        <p id={descriptionId} className="text-muted-foreground text-sm">
          {description}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          className="text-destructive text-sm font-medium"
          data-testid={`${id}-error`}
        >
          {error}
        </p>
      )}
    </div>
  );
}
