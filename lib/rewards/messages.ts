import { m } from "../i18n/text.ts";

/**
 * Token, code and card sentences (SPEC.md §5 and §8), as keys of the `errors` catalogue. Safe
 * in client components.
 */
export const ENTER_TOKEN = "errors.rewards.enterToken";
export const ENTER_CODE = "errors.rewards.enterCode";
export const QUANTITY_RANGE = "errors.rewards.quantityRange";

export const INVALID_TOKEN_TITLE = "errors.rewards.invalidTokenTitle";
export const INVALID_TOKEN = "errors.rewards.invalidToken";
export const INVALID_CODE_TITLE = "errors.rewards.invalidCodeTitle";
export const CODE_NOT_FOUND = "errors.rewards.codeNotFound";
// No redemption sends these any more: punches past a full card wait on the next card. They
// stay while the screens' own tests still name them as a server's refusal.
export const CARD_COMPLETE = "errors.rewards.cardComplete";
export const PUNCH_ADDED = "errors.rewards.punchAdded";
export const PUNCH_ADDED_DETAIL = "errors.rewards.punchAddedDetail";

export const CUSTOMER_NOT_FOUND = "errors.rewards.customerNotFound";
export const PUNCH_CARD_NOT_FOUND = "errors.rewards.punchCardNotFound";

/** Staff hand over the free product, and so reset a card, only once it is complete. */
export const CARD_NOT_COMPLETE = "errors.rewards.cardNotComplete";

/** Handing over one reward of the card (POST /api/users/{id}/hand-over). */
export const REWARD_ALREADY_HANDED_OVER = "errors.rewards.rewardAlreadyHandedOver";
export const REWARD_NOT_REACHED = "errors.rewards.rewardNotReached";
/** A void of an entry that moved no earned punches of its own. */
export const CANNOT_VOID_HAND_OVER = "errors.rewards.cannotVoidHandOver";
export const CANNOT_VOID_CARRY = "errors.rewards.cannotVoidCarry";

/** A token's punches: 1 up to the shop's most per token (the program). */
export const TOKEN_PUNCHES_MOST = (most: number) => m("errors.rewards.tokenPunchesMost", { most });

/** A counter or printed token past its lifetime, or from a voided batch. */
export const TOKEN_EXPIRED = "errors.rewards.tokenExpired";

/** Voids (an admin reverses a ledger entry) and the trust actions of the review queue. */
export const ENTRY_NOT_FOUND = "errors.rewards.entryNotFound";
export const ALREADY_VOIDED = "errors.rewards.alreadyVoided";
export const CANNOT_VOID_VOID = "errors.rewards.cannotVoidVoid";
export const CANNOT_VOID_RESET = "errors.rewards.cannotVoidReset";
export const ENTER_REASON = "errors.rewards.enterReason";
export const REASON_TOO_LONG = "errors.rewards.reasonTooLong";
/** The owner's earn rules: a refused token or code stays unused. */
export const EARNING_BLOCKED = "errors.rewards.earningBlocked";
export const DAILY_LIMIT_REACHED = "errors.rewards.dailyLimitReached";

/**
 * The cooldown's answer, with the wait rounded up: 'You can collect your next punch in 7
 * minutes', '… in less than a minute', '… in 2 hours 5 minutes'. The catalogue writes the
 * units and their plurals in each language.
 */
export function nextPunchIn(seconds: number): string {
  if (seconds < 60) return "errors.rewards.nextPunchInSeconds";
  const total = Math.ceil(seconds / 60);
  if (total < 60) return m("errors.rewards.nextPunchInMinutes", { minutes: total });
  return m("errors.rewards.nextPunchInHours", {
    hours: Math.floor(total / 60),
    minutes: total % 60,
  });
}

/**
 * The heading a customer sees over a refused token or code whose reason is not the token
 * itself: an earn rule (429), blocked earning (403) or an expired QR code (410).
 */
export function refusalTitle(code: string): string | null {
  if (code === "rate_limited") return "errors.rewards.refusalTitle.rateLimited";
  if (code === "forbidden") return "errors.rewards.refusalTitle.forbidden";
  if (code === "gone") return "errors.rewards.refusalTitle.gone";
  return null;
}

/** The heading of a full card, on the dashboard, the counter and the staff screens. */
export const CARD_COMPLETE_TITLE = "errors.rewards.cardCompleteTitle";

/** What a token or code earned besides its punch or XP: a level, and a free token with it. */
export const levelUp = (level: number) => m("errors.rewards.levelUp", { level });
export const FREE_PUNCH_EARNED = "errors.rewards.freePunchEarned";
export const freeTokensEarned = (count: number) => m("errors.rewards.freeTokensEarned", { count });
export const FIND_ON_DASHBOARD = "errors.rewards.findOnDashboard";
export const PRODUCT_VERIFIED = "errors.rewards.productVerified";
export const earnedXp = (xp: number) => m("errors.rewards.earnedXp", { xp });
export const VERIFY_FAILED = "errors.rewards.verifyFailed";

/** A customer's ledger history that failed to load (the server's words win when it refused). */
export const LOAD_HISTORY_FAILED = "errors.rewards.loadHistoryFailed";
