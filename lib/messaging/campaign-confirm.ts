// The title and button of the last word before a campaign goes. Pure, so the admin's
// dialog and its tests read the same rule: the words say when it goes. A campaign sent
// inside the quiet hours waits for their end, so "now" would be untrue there. The words
// themselves are in the catalogue (adminSettings.messages.confirm.<which>).

export type CampaignTiming = {
  /** The admin picked a send time. */
  later: boolean;
  /** The send time falls inside the quiet hours: it goes when they end. */
  quiet: boolean;
};

export type ConfirmWords = "scheduleQuiet" | "sendQuiet" | "schedule" | "sendNow";

export function campaignConfirmWords({ later, quiet }: CampaignTiming): ConfirmWords {
  if (quiet && later) return "scheduleQuiet";
  if (quiet) return "sendQuiet";
  if (later) return "schedule";
  return "sendNow";
}
