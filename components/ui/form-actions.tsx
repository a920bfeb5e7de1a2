"use client";

import { useCommonWords } from "@/components/layout/common-words";
import { Button } from "./button";
import { SubmitButton } from "./submit-button";

type Props = {
  /** While saving, Cancel is off and the save button shows its spinner. */
  pending: boolean;
  onCancel: () => void;
  submitLabel: React.ReactNode;
  submitTestId: string;
  /** The save button in red: what it does cannot be undone. */
  destructive?: boolean;
};

/**
 * A form's last row: Cancel and its save button, side by side at the right on a wide screen,
 * stacked with save on top on a phone, where the thumb reaches it first.
 */
export function FormActions({ pending, onCancel, submitLabel, submitTestId, destructive }: Props) {
  const words = useCommonWords();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {words.cancel}
      </Button>
      <SubmitButton
        pending={pending}
        variant={destructive ? "destructive" : "default"}
        data-testid={submitTestId}
      >
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
