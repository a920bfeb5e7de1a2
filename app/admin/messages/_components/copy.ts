import type { AutomationKind, CampaignStatus } from "@/lib/db/schema/messages";

/** Sentences of /admin/messages, in SPEC.md §8's words for saving and failing. */
export const LOAD_MESSAGES_FAILED = "Failed to load messages";
export const LOAD_CAMPAIGNS_FAILED = "Failed to load campaigns";
export const LOAD_CAMPAIGN_FAILED = "Failed to load campaign";
export const SAVE_MESSAGE_FAILED = "Failed to save message";
export const SAVE_QUIET_HOURS_FAILED = "Failed to save quiet hours";
export const SEND_CAMPAIGN_FAILED = "Failed to send campaign";
export const CANCEL_CAMPAIGN_FAILED = "Failed to cancel campaign";
export const COUNT_CUSTOMERS_FAILED = "Failed to count customers";

export const MESSAGE_SAVED = "Message Saved";
export const MESSAGE_SAVED_DETAIL = "Customers get the new text from now on";
export const QUIET_HOURS_UPDATED = "Quiet Hours Updated";
export const CAMPAIGN_SENT = "Campaign Sent";
export const CAMPAIGN_SCHEDULED = "Campaign Scheduled";
export const CAMPAIGN_CANCELLED = "Campaign Cancelled";
export const CAMPAIGN_CANCELLED_DETAIL = "Nobody will get it";

export const NO_CAMPAIGNS = "No campaigns yet. Write your first one!";
export const CAMPAIGN_NOT_FOUND = "Campaign not found";

export function switchedOn(label: string, on: boolean): [string, string] {
  return on
    ? [`${label} is on`, "Customers get it from now on"]
    : [`${label} is off`, "Customers no longer get it"];
}

/** "1 customer", "1,204 customers". */
export function customers(n: number): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? "customer" : "customers"}`;
}

/** Each automation's name and when it is sent (issue: Square Loyalty's and Smile.io's rules). */
export const AUTOMATIONS: Record<
  AutomationKind,
  { label: string; when: (days: number) => string }
> = {
  welcome: { label: "Welcome", when: () => "After joining or a first punch." },
  one_away: {
    label: "One punch away",
    when: () => "When a card reaches 9 punches and no visit followed in 3 days.",
  },
  reward_waiting: {
    label: "Reward waiting",
    when: () => "When a full card has not been handed over for 7 days.",
  },
  miss_you: {
    label: "We miss you",
    when: (days) =>
      `When a customer who came at least twice has not come for ${days} days. Once per absence.`,
  },
  birthday: {
    label: "Birthday",
    when: () =>
      "On the customer's birthday, with a free punch valid 30 days. A birthday entered fewer than 30 days before earns nothing that year.",
  },
};

export const CAMPAIGN_STATUS: Record<CampaignStatus, string> = {
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
  cancelled: "Cancelled",
};

/** The customer every preview is written for. */
export const SAMPLE_CUSTOMER = "Maya";

export function sampleCaption(punches: number): string {
  return `Preview for a sample customer, ${SAMPLE_CUSTOMER}, with ${punches} ${punches === 1 ? "punch" : "punches"}`;
}
