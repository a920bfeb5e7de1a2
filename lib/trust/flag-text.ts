import type { ReviewFlag } from "./review-types";

const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** "23 Nov" for a shop day (YYYY-MM-DD): the date itself, whatever the reader's time zone. */
export function shopDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** Why a customer is in the queue, in the owner's words: "7 punches on 23 Nov (review above 5)". */
export function flagText(flag: Pick<ReviewFlag, "rule" | "count" | "threshold" | "day">): string {
  const what =
    flag.rule === "punches"
      ? plural(flag.count, "punch", "punches")
      : plural(flag.count, "failed token or code attempt", "failed token or code attempts");
  return `${what} on ${shopDay(flag.day)} (review above ${flag.threshold})`;
}

const LABELS: Record<string, string> = {
  token: "Token",
  code: "Code",
  admin_punch: "Punch by hand",
  admin_xp: "XP by hand",
  card_reset: "Card reset",
  void: "Void",
  import: "Import",
  reward: "Reward handed over",
  welcome: "Welcome bonus",
  carry: "Punches brought to the next card",
};

/** A ledger entry's reason as the admin reads it. */
export function entryLabel(reason: string): string {
  return LABELS[reason] ?? reason;
}

/** "+1 punch, +5 XP"; "−1 punch"; "no change". */
export function entryChange({ punchDelta, xpDelta }: { punchDelta: number; xpDelta: number }) {
  const sign = (n: number) => (n > 0 ? `+${n}` : `−${Math.abs(n)}`);
  const parts: string[] = [];
  if (punchDelta !== 0)
    parts.push(`${sign(punchDelta)} ${Math.abs(punchDelta) === 1 ? "punch" : "punches"}`);
  if (xpDelta !== 0) parts.push(`${sign(xpDelta)} XP`);
  return parts.length ? parts.join(", ") : "no change";
}

/**
 * What a void did, for its toast: "−1 punch, −5 XP"; a punch of a card already handed over
 * stays in that card's history, and only the XP comes off, so the toast says so.
 */
export function voidOutcome(result: {
  entry: { punchDelta: number; xpDelta: number };
  cardHandedOver: boolean;
}): string {
  const change = entryChange(result.entry);
  const done = change === "no change" ? "Nothing was left to take off" : `${change} taken off`;
  return result.cardHandedOver
    ? `${done}. The punch stays: its card was already handed over.`
    : done;
}
