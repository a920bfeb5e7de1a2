// What happened to a card, as the code that changed it announces it (lib/events/announce.ts).
// The listeners (lib/follow-ups) are the domains that follow: the inbox, the referral
// settlement, the counter display; the code that changes a card never calls them itself.

/** Why a card's punches moved. */
export type CardCause = "token" | "code" | "adjust" | "hand-over" | "reset" | "void" | "referral";

export type CardEvent =
  /**
   * A customer's card or XP changed and committed. `at`: when (the friend's return is a punch
   * on a later shop day). `awaitsReturn`: the customer joined through an invitation that still
   * waits for their return (read in the change's own statement, so it costs nothing).
   */
  | {
      type: "card-changed";
      userId: string;
      cause: CardCause;
      at: string;
      awaitsReturn?: boolean;
    }
  /** Rewards the change reached, in card order: each waits at the counter (the last may fill the card). */
  | {
      type: "rewards-ready";
      userId: string;
      rewards: { name: string; fillsCard: boolean }[];
      /** What reached them (a token, a code, an adjustment): one message each, once. */
      causeId: string;
    }
  /** A level reached, with the level-up tokens it issued. */
  | { type: "level-reached"; userId: string; level: number; tokenIds: string[] }
  /** Staff or an admin handed a reward over (the card moves on when it was the last). */
  | { type: "reward-handed-over"; userId: string; cardClosed: boolean }
  /** A visitor joined at the counter; `referral`, when through an invitation not self-made. */
  | {
      type: "customer-joined";
      userId: string;
      username: string;
      referral: { id: string; inviterId: string; friendPunches: number } | null;
    }
  /**
   * A ledger entry is about to be voided, its card already locked: listeners lock what they
   * will change (lock order), before the void's own writes. Then `entry-voided`, after them.
   */
  | { type: "entry-voiding"; entryId: number }
  | { type: "entry-voided"; entryId: number; reason: string; adminId: string }
  /**
   * An account is about to be deleted, in the deletion's transaction: what the customer left
   * outside the database (a wallet pass on their phone) gets its last word.
   */
  | { type: "customer-deleted"; userId: string }
  /** A shop token's scan was refused (its transaction rolled back): who, and the error that says why. */
  | { type: "token-refused"; tokenId: string; username: string; error: unknown };

export type CardEventType = CardEvent["type"];
export type EventOf<T extends CardEventType> = Extract<CardEvent, { type: T }>;
