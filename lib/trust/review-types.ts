/** What the review queue answers, shared by the API and the /admin/review screen. */

export type FlagRule = "punches" | "failures";

export type ReviewFlag = {
  id: string;
  rule: FlagRule;
  /** The shop day, YYYY-MM-DD in the shop's time zone. */
  day: string;
  count: number;
  threshold: number;
  firstAt: string;
  lastAt: string;
};

export type ActivityEntry = {
  id: number;
  reason: string;
  punchDelta: number;
  xpDelta: number;
  createdAt: string;
  note: string | null;
  voidsEntryId: number | null;
  /** The admin or staff member behind it, when not the customer's own redemption. */
  actorName: string | null;
  /** The void entry that reversed this one. */
  voidedBy: number | null;
};

export type ReviewCustomer = {
  id: string;
  username: string;
  name: string;
  punches: number;
  /** The card's own size (each card keeps the one it started with). */
  cardSize: number;
  /** Punches past the card's end, waiting for the next card. */
  waiting: number;
  xp: number;
  level: number;
  earningBlocked: boolean;
  flags: ReviewFlag[];
  recent: ActivityEntry[];
};
