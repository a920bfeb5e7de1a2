import type { LedgerEntry } from "@/lib/db/schema";

/**
 * Each ledger reason's key in the catalogues: the customer's timeline says it under
 * `card.ledger.reason`, the review queue under `adminCounter.review.entry.kind`. A reason the
 * ledger gains must be named here, or the type refuses.
 */
export const LEDGER_REASON_KEYS = {
  token: "token",
  code: "code",
  admin_punch: "adminPunch",
  admin_xp: "adminXp",
  card_reset: "cardReset",
  void: "void",
  import: "import",
  reward: "reward",
  welcome: "welcome",
  carry: "carry",
  referral_friend: "referralFriend",
  referral_inviter: "referralInviter",
} as const satisfies Record<LedgerEntry["reason"], string>;

export function isLedgerReason(reason: string): reason is keyof typeof LEDGER_REASON_KEYS {
  return Object.hasOwn(LEDGER_REASON_KEYS, reason);
}
