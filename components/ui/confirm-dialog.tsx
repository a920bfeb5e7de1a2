"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
import { useCommonWords } from "@/components/layout/common-words";
import { Button } from "./button";
import { SubmitButton } from "./submit-button";

type Props = {
  /** The button that opens the dialog; leave out and pass `open` to open it from outside. */
  trigger?: React.ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  confirmLabel?: React.ReactNode;
  /** Red for what removes something (the default); the primary colour for what sends it. */
  confirmVariant?: "destructive" | "default";
  /** The button that leaves without acting: "Cancel", unless the action is itself a cancel. */
  dismissLabel?: string;
  /** Runs the action and shows its own toast; resolving `false` (or throwing) keeps the dialog open. */
  onConfirm: () => Promise<boolean | void>;
  testId?: string;
  confirmTestId?: string;
};

/**
 * Asks before a destructive action (SPEC §5). It stays open and busy (spinner, both buttons
 * disabled, Escape ignored) until the action has finished, closes when it worked, and stays
 * open when it failed so the owner can try again or cancel.
 */
export function ConfirmDialog({
  trigger,
  open: openProp,
  onOpenChange,
  title,
  description,
  confirmLabel,
  confirmVariant = "destructive",
  dismissLabel,
  onConfirm,
  testId,
  confirmTestId = "confirm-delete",
}: Props) {
  const words = useCommonWords();
  const [openState, setOpenState] = useState(false);
  const [pending, setPending] = useState(false);
  const open = openProp ?? openState;

  function setOpen(next: boolean) {
    setOpenState(next);
    onOpenChange?.(next);
  }

  async function confirm() {
    setPending(true);
    let done = false;
    try {
      done = (await onConfirm()) !== false;
    } catch {
      // The action reported its own failure; staying open is the answer here.
    } finally {
      setPending(false);
    }
    if (done) setOpen(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent data-testid={testId} aria-busy={pending}>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{dismissLabel ?? words.cancel}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, which would close before the action ends. */}
          <SubmitButton
            type="button"
            variant={confirmVariant}
            pending={pending}
            onClick={confirm}
            data-testid={confirmTestId}
          >
            {confirmLabel ?? words.delete}
          </SubmitButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The small trash button that opens a ConfirmDialog from a list row. */
export function TrashButton({
  label,
  ...props
}: { label: string } & React.ComponentProps<"button">) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
      {...props}
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
