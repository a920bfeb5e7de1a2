/** Token, code and card sentences (SPEC.md §5 and §8). Plain strings, safe in client components. */
export const ENTER_TOKEN = "Please enter a token";
export const ENTER_CODE = "Please enter a verification code";
export const QUANTITY_RANGE = "Quantity must be between 1 and 100";

export const INVALID_TOKEN_TITLE = "Invalid Token";
export const INVALID_TOKEN = "This token has already been used or does not exist";
export const INVALID_CODE_TITLE = "Invalid Code";
export const CODE_NOT_FOUND =
  "The verification code you entered does not exist or has already been used";
// No redemption sends these any more: punches past a full card wait on the next card. They
// stay while the screens' own tests still name them as a server's refusal.
export const CARD_COMPLETE =
  "Your card is complete! Text the owner your username to claim your free product. Your token has not been used.";
/** The same refusal in a shop that hands free products over at the counter. */
export const CARD_COMPLETE_AT_COUNTER =
  "Your card is complete! Show it at the counter to collect your free product. Your token has not been used.";
export const PUNCH_ADDED = "Punch Added!";
export const PUNCH_ADDED_DETAIL = "Your loyalty card has been updated";

export const CUSTOMER_NOT_FOUND = "Customer not found";
export const PUNCH_CARD_NOT_FOUND = "Punch card not found";

/** Staff hand over the free product, and so reset a card, only once it is complete. */
export const CARD_NOT_COMPLETE = "This card is not complete yet: only a full card is handed over.";

/** Handing over one reward of the card (POST /api/users/{id}/hand-over). */
export const REWARD_ALREADY_HANDED_OVER = "This reward was already handed over";
export const REWARD_NOT_REACHED = "This reward is not reached yet";
/** A void of an entry that moved no earned punches of its own. */
export const CANNOT_VOID_HAND_OVER = "A reward handed over cannot be voided: the customer has it.";
export const CANNOT_VOID_CARRY =
  "Punches brought to the next card cannot be voided: void the entries that earned them.";

/** A token's punches: 1 up to the shop's most per token (the program). */
export const TOKEN_PUNCHES_MOST = (most: number) =>
  most === 1 ? "A token carries 1 punch" : `Choose between 1 and ${most} punches`;

/** A counter or printed token past its lifetime, or from a voided batch. */
export const TOKEN_EXPIRED = "This QR code has expired. Ask for a new one.";

/** Voids (an admin reverses a ledger entry) and the trust actions of the review queue. */
export const ENTRY_NOT_FOUND = "Ledger entry not found";
export const ALREADY_VOIDED = "This entry has already been voided.";
export const CANNOT_VOID_VOID = "A void cannot be voided. The entry it reversed stays reversed.";
export const CANNOT_VOID_RESET =
  "A card reset cannot be voided: the free product was handed over with it.";
export const ENTER_REASON = "Please enter a reason";
export const REASON_TOO_LONG = "Keep the reason under 200 characters";
/** The owner's earn rules: a refused token or code stays unused. */
export const EARNING_BLOCKED = "Earning is paused on your account. Please talk to the shop.";
export const DAILY_LIMIT_REACHED = "Daily limit reached: come back tomorrow";

/** "7 minutes", "1 minute", "less than a minute", "2 hours 5 minutes": a wait, rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 60) return "less than a minute";
  const minutes = Math.ceil(seconds / 60);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${plural(hours, "hour")} ${plural(rest, "minute")}` : plural(hours, "hour");
}

/** The cooldown's answer: 'You can collect your next punch in 7 minutes'. */
export function nextPunchIn(seconds: number): string {
  return `You can collect your next punch in ${waitText(seconds)}`;
}

/**
 * The heading a customer sees over a refused token or code whose reason is not the token
 * itself: an earn rule (429), blocked earning (403) or an expired QR code (410).
 */
export function refusalTitle(code: string): string | null {
  if (code === "rate_limited") return "Not yet";
  if (code === "forbidden") return "Earning paused";
  if (code === "gone") return "QR code expired";
  return null;
}

/** The heading of a full card, on the dashboard, the counter and the staff screens. */
export const CARD_COMPLETE_TITLE = "Card Complete!";
/** A full card in a shop that hands free products over at the counter (lib/counter/uses-counter.ts). */
export const showAtCounter = (reward: string) =>
  `Show this screen at the counter to collect your free ${reward}.`;

/** What a token or code earned besides its punch or XP: a level, and a free token with it. */
export const levelUp = (level: number) => `Level Up! You reached level ${level}`;
export const FREE_PUNCH_EARNED = "Free punch earned!";
export const freeTokensEarned = (count: number) =>
  `You earned ${count} free punch token${count > 1 ? "s" : ""} for levelling up.`;
export const FIND_ON_DASHBOARD = "Find it on your dashboard.";
export const PRODUCT_VERIFIED = "Product Verified!";
export const earnedXp = (xp: number) => `You earned ${xp} XP`;
export const VERIFY_FAILED = "Verification failed";

/** A customer's ledger history that failed to load (the server's words win when it refused). */
export const LOAD_HISTORY_FAILED = "Failed to load the history";
