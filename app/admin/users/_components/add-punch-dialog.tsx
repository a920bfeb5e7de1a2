"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import { PUNCHES_PER_CARD } from "@/lib/rewards/rules";
import type { ListedUser } from "./types";

/** The admin adds one punch by hand; the ledger records who did it. */
export function AddPunchDialog({
  user,
  onDone,
}: {
  user: Pick<ListedUser, "id" | "username"> & { punches: number };
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const { pending, form } = useSubmit({
    action: () => api(`/punchcard/${user.id}/punch`, { method: "POST" }),
    onSuccess: () => {
      notify.success("Punch Added", `${user.username}'s card has one more punch`);
      setOpen(false);
      onDone();
    },
    fallback: "Failed to add punch",
  });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        disabled={user.punches >= PUNCHES_PER_CARD}
        data-testid="user-add-punch"
      >
        <Plus aria-hidden /> Add punch
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        pending={pending}
        title={`Add a punch to ${user.username}'s card?`}
        description={`The card has ${user.punches} of ${PUNCHES_PER_CARD} punches.`}
        onSubmit={form(undefined)}
        testId="add-punch"
        submitLabel="Add punch"
      >
        {null}
      </FormDialog>
    </>
  );
}
