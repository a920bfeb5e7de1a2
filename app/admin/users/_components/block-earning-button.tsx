"use client";

import { Ban, CircleCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";

type EarningState = { earningBlocked: boolean };

/**
 * "Block earning" (asks first: every token or code the customer tries is then refused) or
 * "Unblock" for a blocked customer. `onDone` gets the new state.
 */
export function BlockEarningButton({
  user,
  onDone,
}: {
  user: { id: string; earningBlocked: boolean };
  onDone?: (state: EarningState) => void;
}) {
  const [pending, setPending] = useState(false);

  async function set(blocked: boolean) {
    setPending(true);
    try {
      const state = await api<EarningState>(`/users/${user.id}/${blocked ? "block" : "unblock"}`, {
        method: "POST",
      });
      notify.success(
        blocked ? "Earning Blocked" : "Earning Unblocked",
        blocked
          ? "Every token or code this customer tries is refused."
          : "This customer can collect punches and XP again.",
      );
      onDone?.(state);
      return true;
    } catch (error) {
      notify.error("Error", errorMessage(error, "Failed to change earning"));
      return false;
    } finally {
      setPending(false);
    }
  }

  if (user.earningBlocked) {
    return (
      <SubmitButton
        type="button"
        variant="outline"
        size="sm"
        pending={pending}
        icon={<CircleCheck aria-hidden />}
        onClick={() => void set(false)}
        data-testid="unblock-earning"
      >
        Unblock
      </SubmitButton>
    );
  }
  return (
    <ConfirmDialog
      title="Block earning?"
      description="The customer can still sign in and browse, but every token or code they try is refused and stays unused, until you unblock them."
      confirmLabel="Block earning"
      confirmTestId="confirm-block"
      onConfirm={() => set(true)}
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={pending}
          data-testid="block-earning"
        >
          <Ban aria-hidden /> Block earning
        </Button>
      }
    />
  );
}
