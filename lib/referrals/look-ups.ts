import "server-only";
import { ApiError } from "@/lib/http/errors";
import { giveBack, takeAttempt, waitMessage, type Slowdown } from "@/lib/security/rate-limit";
import { invitationView } from "./invitation";
import { TOO_MANY_LOOK_UPS } from "./messages";
import type { InvitationView } from "./types";

/**
 * Codes one address may look up that name no invitation (unknown or replaced), as sign-in
 * counts its failures: 30 in 15 minutes, then one after a minute, the next after two … up to
 * 15 minutes apart. A look-up that finds its invitation is given back, so a friend opening
 * their link, or a shop's Wi-Fi full of them, is never slowed; only guessing is.
 */
export const LOOK_UP_LIMIT: Slowdown = {
  limit: 30,
  windowSeconds: 15 * 60,
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
};

/**
 * GET /api/invitations/[code] and the pages that read a code (invitation, join), throttled
 * per client address in the database: 429 with the wait once the address is past its misses.
 */
export async function lookUpInvitation(typed: string, ip: string): Promise<InvitationView> {
  const key = `invite:look:${ip}`;
  const wait = await takeAttempt([{ key, rule: LOOK_UP_LIMIT }]);
  if (wait > 0) throw ApiError.retryLater(waitMessage(TOO_MANY_LOOK_UPS, wait), wait);
  const view = await invitationView(typed);
  await giveBack([key]);
  return view;
}
