// Which preference each kind of message answers to, and which kinds the shop sends on its own.
import type { AutomationKind, MessageKind } from "@/lib/db/schema";

/** The customer's three switches on their profile (notification_settings). */
export type Preference = "rewards" | "news" | "offers";

/** What a customer turned off is not pushed (a campaign still reaches the inbox). */
export function preferenceOf(kind: MessageKind): Preference {
  if (kind === "campaign") return "offers";
  if (kind === "announcement") return "news";
  return "rewards";
}

export const AUTOMATION_KINDS: readonly AutomationKind[] = [
  "welcome",
  "one_away",
  "reward_waiting",
  "miss_you",
  "birthday",
];
