import "server-only";
import { transaction } from "@/lib/db/transaction";
import { announce } from "@/lib/events/announce";
import { passkeys, users, type User } from "@/lib/db/schema";
import type { NewPasskey } from "@/lib/auth/passkeys/registration";
import { hashPassword } from "@/lib/auth/password";
import { ApiError } from "@/lib/http/errors";
import { joinThroughInvitation, type JoinSignals } from "@/lib/referrals/join-referral";
import { redeemWith, type Redemption } from "@/lib/rewards/redeem-token";
import { giveBack, takeAttempt, waitMessage, type Slowdown } from "@/lib/security/rate-limit";
import { readShopSettings } from "@/lib/settings/shop";
import type { JoinInput } from "@/lib/users/join-schema";
import { JOINING_OFF, TOO_MANY_JOINS } from "./join-messages";
import { openFirstCard } from "./join-card";
import { rememberJoin } from "./join-marks";
import { lockJoinToken } from "./join-token";
import { USERNAME_TAKEN } from "./messages";

/**
 * Joins from one client address, like sign-ins from one address: a café's Wi-Fi lets a rush
 * of new customers through (a success gives its attempt back), while someone trying tokens
 * or usernames from one place slows down after 30 failures in 15 minutes.
 */
export const JOIN_LIMIT: Slowdown = {
  limit: 30,
  windowSeconds: 15 * 60,
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
};

/**
 * A passkey made as the visitor joins, verified (verifyJoinRegistration): the id it was made
 * for becomes the account's id. `sameAuthenticator`: its challenge was asked for after the
 * authenticator refused because it holds the inviter's passkey (lib/referrals/join-referral.ts).
 */
export type JoinPasskey = { userId: string; passkey: NewPasskey; sameAuthenticator?: boolean };

export type Joined = { user: User; redemption: Redemption };

/**
 * A visitor becomes a customer with the shop token they scanned, in one transaction: the token
 * is locked first (as every redemption locks it), the account, its card and its passkey are
 * made (on the shop's program as it is now, with its welcome bonus), and the token is redeemed
 * as their first punch, announced on the counter display as a new customer. Nothing is kept unless all of it holds: of two joins on one token one makes an
 * account, and of two joins for one username one is refused as taken. Through an invitation
 * (`input.invite`), the invitation is written and the friend's bonus given before the token's
 * punch, so the first screen shows both; `signals` tell a self-invitation. A browser
 * (`deviceId`) or username that joined within 180 days gets no welcome bonus and no
 * invitation's bonus (lib/users/join-marks.ts).
 */
export async function joinAtCounter({
  input,
  passkey,
  ip,
  deviceId,
  signals = {},
}: {
  input: JoinInput;
  passkey?: JoinPasskey;
  ip: string;
  /** This browser's device id (lib/auth/device.ts), the one its cookie will hold. */
  deviceId?: string;
  signals?: Omit<JoinSignals, "sameAuthenticator" | "joinedBefore">;
}): Promise<Joined> {
  const slot = { key: `join:ip:${ip}`, rule: JOIN_LIMIT };
  const wait = await takeAttempt([slot]);
  if (wait > 0) throw ApiError.retryLater(waitMessage(TOO_MANY_JOINS, wait), wait);

  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const joined = await transaction(async (tx) => {
    const tokenId = await lockJoinToken(tx, input.tokenId);
    // Read inside the transaction: an owner who just turned joining off is obeyed at once.
    if (!(await readShopSettings(tx)).joinAtCounter) throw new ApiError("forbidden", JOINING_OFF);
    const [user] = await tx
      .insert(users)
      .values({
        ...(passkey && { id: passkey.userId }),
        username: input.username,
        name: input.name ?? "",
        role: "user",
        passwordHash,
        joinTokenId: tokenId,
      })
      .onConflictDoNothing({ target: users.username })
      .returning();
    if (!user) throw ApiError.onField("conflict", "username", USERNAME_TAKEN);
    const joinedBefore = await rememberJoin(tx, { deviceId, username: user.username });
    await openFirstCard(tx, user.id, { welcome: joinedBefore === null });
    if (passkey) await tx.insert(passkeys).values({ ...passkey.passkey, userId: user.id });
    const referral = input.invite
      ? await joinThroughInvitation(tx, {
          invite: input.invite,
          friendId: user.id,
          ip,
          signals: { ...signals, sameAuthenticator: passkey?.sameAuthenticator, joinedBefore },
        })
      : null;
    const redemption = await redeemWith(tx, { tokenId, user, isNew: true });
    // The inviter hears of a friend who is not themselves (lib/referrals/listeners.ts).
    const { id, inviterId, friendPunches, selfInvited } = referral ?? {};
    await announce(tx, {
      type: "customer-joined",
      userId: user.id,
      username: user.username,
      referral:
        id && inviterId && !selfInvited
          ? { id, inviterId, friendPunches: friendPunches ?? 0 }
          : null,
    });
    return { user, redemption };
  });
  await giveBack([slot.key]);
  return { user: joined.user, redemption: joined.redemption };
}
