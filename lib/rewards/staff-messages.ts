/**
 * Reward sentences only staff screens show (the admin's and the counter's). Apart from
 * messages.ts so the customer's pages, which share that module's chunk, do not load them.
 * Plain strings, safe in client components.
 */

/** Handing over the free product resets the card (SPEC §8 'Punchcard Reset'). */
export const CARD_RESET = "Punchcard Reset";
export const RESET_CARD_FAILED = "Failed to reset punchcard";
export const startsNewCard = (name: string) => `${name} starts a new card`;
export const resetCardTitle = (name: string) => `Reset ${name}'s punch card?`;
/** The hand-over's words, the same on the counter display and the counter's customer screen. */

export const TOKEN_GENERATED = "Token Generated";
export const TOKEN_GENERATED_DETAIL = "Show the QR code to your customer";

// Lists that failed to load (the server's words win when it refused the request).
export const LOAD_REVIEW_QUEUE_FAILED = "Failed to load the review queue";
export const LOAD_PUNCH_CARDS_FAILED = "Failed to load punch cards";
export const LOAD_CODES_FAILED = "Failed to load codes";
