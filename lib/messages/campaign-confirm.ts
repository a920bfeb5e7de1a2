// The title and button of the last word before a campaign goes. Pure, so the admin's
// dialog and its tests read the same rule: the words say when it goes. A campaign sent
// inside the quiet hours waits for their end, so "now" would be untrue there.

export type CampaignTiming = {
  /** "14 customers", as the dialog counts them. */
  who: string;
  /** The admin picked a send time. */
  later: boolean;
  /** When the quiet hours end, as the admin's clock shows it, if the send time falls inside them. */
  quietEnd: string | null;
};

export function campaignConfirmWords({ who, later, quietEnd }: CampaignTiming): {
  title: string;
  confirmLabel: string;
} {
  if (quietEnd && later)
    return {
      title: `Schedule this campaign for ${quietEnd}?`,
      confirmLabel: `Schedule for ${who} at ${quietEnd}`,
    };
  if (quietEnd)
    return {
      title: `Send this campaign at ${quietEnd}?`,
      confirmLabel: `Send to ${who} at ${quietEnd}`,
    };
  if (later) return { title: "Schedule this campaign?", confirmLabel: `Schedule for ${who}` };
  return { title: "Send this campaign now?", confirmLabel: `Send to ${who}` };
}
