import { clsx } from "clsx";
import { cloneElement, type ReactElement, type ReactNode } from "react";
import { CommonWord } from "@/components/layout/common-words";
import { LABEL_CLASS } from "./control-classes";
import { LabelElement } from "./label-element";

/** What Field hands its control: the id the label points at, and the aria wiring. */
export type FieldControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/**
 * A field bound to a form's value (`useForm`'s `field(name)`): Field gives a text control its
 * `value` and `onChange`, a switch its `checked` and `onCheckedChange`, and shows the error.
 */
export type FieldBinding<T extends string | boolean = string> = {
  value: T;
  onValueChange: (value: T) => void;
  error?: string;
};

type BoundProps = {
  value?: string;
  checked?: boolean;
  onChange?: (event: { target: { value: string } }) => void;
  onCheckedChange?: (checked: boolean) => void;
};

type Props = {
  /** The control's id: the label points at it, and the description and error hang off it. */
  id: string;
  label: ReactNode;
  /** A line under the control that helps before anything goes wrong. */
  description?: ReactNode;
  /** The field's own error (a form check or the server's zod issue), shown under it. */
  error?: string | null;
  /**
   * One control (an Input, Textarea, NativeSelect, Switch …), which gets the id and the aria
   * wiring; or, for a control with something beside it (a unit, a button, a preview), a
   * function that spreads those props on the control and returns the whole row.
   */
  children:
    | ReactElement<Partial<FieldControlProps> & BoundProps>
    | ((control: FieldControlProps) => ReactNode);
  /** With `onValueChange`: the control's value, handed to it here (see FieldBinding). */
  value?: string | boolean;
  onValueChange?: ((value: string) => void) | ((value: boolean) => void);
  /**
   * `vertical`: label, then the control (a text box, a select). `horizontal`: the control, then
   * its label, on one line (a switch or checkbox that reads as a sentence). `spread`: the label
   * at the start of the line and the control at its end (a setting's on/off switch). A field
   * bound to an on/off value is horizontal unless told otherwise.
   */
  orientation?: "vertical" | "horizontal" | "spread";
  className?: string;
  /** Stays visible to screen readers only (a control whose purpose shows otherwise). */
  hideLabel?: boolean;
};

const ROW: Record<"horizontal" | "spread", string> = {
  horizontal: "flex min-h-11 items-center gap-3",
  spread: "flex items-center justify-between gap-3",
};

/**
 * One form field, after shadcn/ui's: a label, its control, an optional description and the
 * field's own error, with `aria-invalid` and `aria-describedby` wired once here. No class merger
 * and no state, so it renders on the server or in the smallest client form alike.
 */
export function Field({
  id,
  label,
  description,
  error,
  children,
  value,
  onValueChange,
  orientation = typeof value === "boolean" ? "horizontal" : "vertical",
  className,
  hideLabel,
}: Props) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [errorId, descriptionId].filter(Boolean).join(" ") || undefined,
  };
  const labelElement = (
    <LabelElement
      htmlFor={id}
      className={clsx(
        LABEL_CLASS,
        orientation !== "vertical" && "leading-snug",
        hideLabel && "sr-only",
      )}
    >
      {label}
    </LabelElement>
  );
  const controlElement =
    typeof children === "function"
      ? children(control)
      : cloneElement(children, { ...control, ...bound(value, onValueChange) });
  return (
    <div
      className={clsx("space-y-2", className)}
      data-slot="field"
      data-invalid={error ? true : undefined}
    >
      {orientation === "vertical" ? (
        <>
          {labelElement}
          {controlElement}
        </>
      ) : (
        <div className={ROW[orientation]}>
          {orientation === "horizontal" ? controlElement : labelElement}
          {orientation === "horizontal" ? labelElement : controlElement}
        </div>
      )}
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

function bound(value: Props["value"], onValueChange: Props["onValueChange"]): BoundProps {
  if (value === undefined || !onValueChange) return {};
  if (typeof value === "boolean")
    return { checked: value, onCheckedChange: onValueChange as (value: boolean) => void };
  const change = onValueChange as (value: string) => void;
  return { value, onChange: (event) => change(event.target.value) };
}

/** A label's "(optional)" after its text, quieter than the text. */
export function Optional({ children }: { children: ReactNode }) {
  return (
    <>
      {children}{" "}
      <span className="text-muted-foreground font-normal">
        <CommonWord name="optional" />
      </span>
    </>
  );
}
