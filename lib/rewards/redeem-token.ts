import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { punchTokens } from "@/lib/db/schema";
import { announce, announceAfter } from "@/lib/events/announce";
import { ApiError } from "@/lib/http/errors";
import { countHit, holdLimit, limited } from "@/lib/security/rate-limit";
import { countFailure, earn } from "./earn-rules-sql";
import { changed, rewardEvents } from "./events";
import { writeXp, type LevelChange } from "./grant";
import { tokenLockColumns } from "./lock-columns";
import { lockCard } from "./locks";
import { counterNoticeSql as counterNotice, redeemWritesSql } from "./reward-sql";
import { addPunches, cardView, rewardsWaiting, type CardView } from "@/lib/program/card";
import { INVALID_TOKEN, TOKEN_EXPIRED } from "./messages";
import { XP_PER_TOKEN } from "./rules";
import { readShortCode } from "@/lib/security/short-code";
import { markRefused, refusalOf } from "./token-refusals";
import { TOO_MANY_WRONG_CODES, VERIFY_LIMIT, wrongCodeKey } from "./wrong-codes";

export type Redemption = LevelChange & {
  success: true;
  punches: number;
  isComplete: boolean;
  /** Punches the token carried. */
  added: number;
  /** The card after them: its rewards waiting, and the punches waiting for the next card. */
  card: CardView;
  /** Rewards this token reached (their names): each is a message to the customer. */
  rewardsReached: string[];
};

/**
 * Redeems a punch token for a customer, in one transaction: the token row is locked, so of
 * many simultaneous redemptions exactly one succeeds and the rest see it used. The token's
 * punches fill the card and the rest wait for the next card: a full card never refuses a
 * token. Lock order
 * everywhere: token or code, then card, then user. Four statements between begin and
 * commit (the counter display's notice for a shop token rides in the fourth), as this is the
 * app's busiest write: the owner's earn rules ride in the third (earn-rules-sql.ts), and a token
 * they refuse stays unused. A wrong, used or expired token
 * counts as a failure for the review queue.
 */
export async function redeemToken({
  tokenId,
  user,
}: {
  tokenId: string;
  user: { id: string; username: string };
}): Promise<Redemption> {
  const code = readShortCode(tokenId);
  try {
    return await (code ? redeemTyped({ code, user }) : redeemIn({ tokenId, user }));
  } catch (error) {
    if (error instanceof ApiError && (error.code === "not_found" || error.code === "gone")) {
      await countFailure(user.id);
    }
    const refused = refusalOf(error);
    if (refused) await announceAfter({ type: "token-refused", ...refused, error });
    throw error;
  }
}

async function redeemIn({
  tokenId,
  user,
}: {
  tokenId: string;
  user: { id: string; username: string };
}): Promise<Redemption> {
  return transaction((tx) => redeemWith(tx, { tokenId, user }));
}

/**
 * A token's short typed form (lib/security/short-code.ts): it is short enough to guess, so a
 * code that matches no token counts against the customer's wrong-code limit, read and counted
 * inside the transaction under their limit row as product codes are (lib/rewards/verify-code.ts,
 * whose limit it shares). Lock order: the limit, the token, then the card and the user.
 */
async function redeemTyped({
  code,
  user,
}: {
  code: string;
  user: { id: string; username: string };
}): Promise<Redemption> {
  const limitKey = wrongCodeKey(user.id);
  const redeemed = await transaction(async (tx) => {
    const wait = await holdLimit(tx, limitKey, VERIFY_LIMIT);
    if (wait > 0) throw limited(TOO_MANY_WRONG_CODES, wait);
    const [token] = await tx
      .select({ id: punchTokens.id })
      .from(punchTokens)
      .where(eq(punchTokens.code, code))
      .for("update");
    if (!token) {
      // Committed with the transaction, before the next guess on this key may look.
      await countHit(tx, limitKey, VERIFY_LIMIT);
      return null;
    }
    return redeemWith(tx, { tokenId: token.id, user });
  });
  if (!redeemed) throw new ApiError("not_found", INVALID_TOKEN);
  return redeemed;
}

/**
 * The redemption inside the caller's transaction: a customer joining at the counter makes
 * their account and redeems the token that let them join in one transaction (lib/users/join.ts),
 * and the counter display announces them as a new customer (`isNew`).
 */
export async function redeemWith(
  tx: Tx,
  {
    tokenId,
    user,
    isNew = false,
  }: {
    tokenId: string;
    user: { id: string; username: string };
    isNew?: boolean;
  },
): Promise<Redemption> {
  const [token] = await tx
    .select(tokenLockColumns)
    .from(punchTokens)
    .where(eq(punchTokens.id, tokenId))
    .for("update");
  // Every refusal of a shop token, from "already used" to the earn rules: the display that
  // showed it says who and why (a level-up token is the customer's own: no display has it).
  const refused = (error: unknown) => {
    if (token && !token.ownerId) markRefused(error, { tokenId, username: user.username });
    return error;
  };
  // Unknown, used, and someone else's level-up token all look the same to the customer.
  if (!token || token.usedAt || (token.ownerId && token.ownerId !== user.id)) {
    throw refused(new ApiError("not_found", INVALID_TOKEN));
  }
  // Past its lifetime, or taken back with its batch: the customer asks for a new one.
  const now = new Date();
  if (token.voidedAt || (token.expiresAt && token.expiresAt <= now)) {
    throw refused(new ApiError("gone", TOKEN_EXPIRED));
  }

  const card = await lockCard(tx, user.id);

  // Token and card are already locked, so spending one, punching the other, counting the
  // day and locking the user row in one statement keeps the lock order; the earn rules
  // refuse (and roll back) here, counting the token's punches: one that would pass the daily
  // maximum is refused whole and stays unused.
  const added = token.punches;
  const after = addPunches(card, added);
  const locked = await earn(tx, {
    userId: user.id,
    kind: "punch",
    count: added,
    now,
    lastPunchAt: card.lastPunchAt,
    writes: redeemWritesSql({ tokenId, user, now, card: after }),
  }).catch((error: unknown) => {
    throw refused(error);
  });
  const punched = { ...card, ...after };
  const waitingNow = rewardsWaiting(punched).map((w) => w.reward.name);
  const waitingBefore = new Set(rewardsWaiting(card).map((w) => w.index));
  // The entry belongs to the cycle read under the card lock: a hand-over that ran while this
  // redemption waited for the lock has already moved the card to its new cycle.
  // A shop token: the counter display that showed it hears of it once this commits.
  const notice = token.ownerId
    ? undefined
    : counterNotice({
        username: user.username,
        punches: after.punches,
        size: card.size,
        isComplete: after.isComplete,
        added,
        waiting: after.waiting,
        rewardsWaiting: waitingNow,
        isNew,
      });
  const change = await writeXp(
    tx,
    user.id,
    locked,
    XP_PER_TOKEN * added,
    { reason: "token", punchDelta: added, cycle: card.cycle, tokenId },
    notice,
  );
  const redeemed = {
    success: true as const,
    punches: after.punches,
    isComplete: after.isComplete,
    added,
    card: cardView(punched),
    rewardsReached: rewardsWaiting(punched)
      .filter((w) => !waitingBefore.has(w.index))
      .map((w) => w.reward.name),
    ...change,
  };
  // A join announces itself (lib/users/join.ts); a friend's later punch may settle their
  // inviter's bonus (lib/referrals/listeners.ts), known from the user row just locked.
  await announce(
    tx,
    changed(user.id, "token", { at: now, awaitsReturn: !isNew && locked.awaitsReturn }),
    ...(isNew ? [] : rewardEvents(user.id, redeemed, `token:${tokenId}`)),
  );
  return redeemed;
}
