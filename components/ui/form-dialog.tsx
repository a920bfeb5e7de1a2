"use client";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormActions } from "@/components/ui/form-actions";

type Props = {
  open: boolean;
  onClose: () => void;
  /** While saving, the dialog cannot be closed and Cancel is off. */
  pending: boolean;
  title: string;
  description: React.ReactNode;
  onSubmit: (event: React.FormEvent) => void;
  /** Names the form `<testId>-form` and its save button `<testId>-save`. */
  testId: string;
  submitLabel: React.ReactNode;
  /** The save button in red: what it does cannot be undone. */
  destructive?: boolean;
  className?: string;
  children: React.ReactNode;
};

/** A dialog holding one form: title and description, the fields, then Cancel and save. */
export function FormDialog({
  open,
  onClose,
  pending,
  title,
  description,
  onSubmit,
  testId,
  submitLabel,
  destructive = false,
  className,
  children,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-4" noValidate data-testid={`${testId}-form`}>
          {children}
          <FormActions
            pending={pending}
            onCancel={onClose}
            submitLabel={submitLabel}
            submitTestId={`${testId}-save`}
            destructive={destructive}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
