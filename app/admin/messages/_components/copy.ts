import type { AutomationKind } from "@/lib/db/schema/messages";

/** Each automation's name and "when" in the catalogue: adminSettings.messages.automations.kinds.<key>. */
export const AUTOMATION_KEYS = {
  welcome: "welcome",
  one_away: "oneAway",
  reward_waiting: "rewardWaiting",
  miss_you: "missYou",
  birthday: "birthday",
} as const satisfies Record<AutomationKind, string>;

/** The customer every preview is written for: a name, the same in every language. */
export const SAMPLE_CUSTOMER = "Maya";
/** Their punches, where the message is not about a moment of the card. */
export const SAMPLE_PUNCHES = 6;
