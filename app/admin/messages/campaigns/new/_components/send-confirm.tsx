"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SHORT_DATE_TIME } from "@/components/ui/local-date";
import { campaignConfirmWords } from "@/lib/messages/campaign-confirm";
import type { CampaignValues } from "@/lib/validation/shop-messages";
import { customers } from "../../../_components/copy";

/** `quietEnd`: the send time falls in the shop's quiet hours, so it goes when they end. */
export type Confirming = { input: CampaignValues; customers: number; quietEnd: Date | null } | null;

export function clock(at: Date | string): string {
  return new Date(at).toLocaleString("en-US", SHORT_DATE_TIME);
}

/** What the confirmation says: how many customers, when, and whether it can still be stopped. */
function confirmation({ customers: n, quietEnd }: NonNullable<Confirming>, later: boolean) {
  const who = customers(n);
  if (quietEnd)
    return `That is inside the shop's quiet hours, so it goes at ${clock(quietEnd)}, when they end: to ${who}, as the segment holds now. Until then you can cancel it.`;
  if (later)
    return `It goes to the customers of this segment when it is due: ${who} right now. Until then you can cancel it.`;
  return `It goes to ${who} now, to their inbox and as a notification to those who allowed offers. It cannot be taken back.`;
}

/** The last word before a campaign goes: the number of customers it reaches, and when. */
export function SendConfirm({
  confirming,
  later,
  onClose,
  onSend,
}: {
  confirming: Confirming;
  later: boolean;
  onClose: () => void;
  /** Resolves false when the send failed: the dialog stays open. */
  onSend: (input: CampaignValues) => Promise<boolean>;
}) {
  // What it last said stays while the dialog fades out after the send.
  const [shown, setShown] = useState(confirming);
  if (confirming && confirming !== shown) setShown(confirming);
  const { title, confirmLabel } = campaignConfirmWords({
    who: shown ? customers(shown.customers) : "",
    later,
    quietEnd: shown?.quietEnd ? clock(shown.quietEnd) : null,
  });
  return (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={shown && confirmation(shown, later)}
      confirmLabel={confirmLabel}
      confirmVariant="default"
      onConfirm={() => (confirming ? onSend(confirming.input) : Promise.resolve(false))}
      testId="campaign-confirm"
      confirmTestId="campaign-send"
    />
  );
}
