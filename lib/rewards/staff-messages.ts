import { m } from "../i18n/text.ts";

/**
 * Reward sentences only staff screens show (the admin's and the counter's), as keys of the
 * `errors` catalogue. Apart from messages.ts so the customer's pages, which share that
 * module's chunk, do not load them.
 */

/** Handing over the free product resets the card (SPEC §8 'Punchcard Reset'). */
export const CARD_RESET = "errors.rewardsStaff.cardReset";
export const RESET_CARD_FAILED = "errors.rewardsStaff.resetCardFailed";
export const startsNewCard = (name: string) => m("errors.rewardsStaff.startsNewCard", { name });
export const resetCardTitle = (name: string) => m("errors.rewardsStaff.resetCardTitle", { name });
/** An admin's clearing of an unfinished card without the count of punches it loses (409). */
export const confirmPunchesLost = (count: number) =>
  m("errors.rewardsStaff.confirmPunchesLost", { count });
/** The reset's ledger entry of a card cleared unfinished names the punches it lost. */
export const punchesLostNote = (count: number) =>
  m("errors.rewardsStaff.punchesLostNote", { count });

export const TOKEN_GENERATED = "errors.rewardsStaff.tokenGenerated";
export const TOKEN_GENERATED_DETAIL = "errors.rewardsStaff.tokenGeneratedDetail";

// Lists that failed to load (the server's words win when it refused the request).
export const LOAD_REVIEW_QUEUE_FAILED = "errors.rewardsStaff.loadReviewQueueFailed";
export const LOAD_PUNCH_CARDS_FAILED = "errors.rewardsStaff.loadPunchCardsFailed";
export const LOAD_CODES_FAILED = "errors.rewardsStaff.loadCodesFailed";
