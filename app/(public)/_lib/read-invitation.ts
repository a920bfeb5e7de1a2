import "server-only";
import { headers } from "next/headers";
import { clientIpFrom } from "@/lib/http/client-ip";
import { ApiError } from "@/lib/http/errors";
import type { InvitationView } from "@/lib/referrals/types";
import { lookUpInvitation } from "@/lib/referrals/look-ups";

/**
 * What a friend's phone can say about an invitation: who invites (masked), the shop and what
 * both get; or that the code is unknown, or was replaced by its customer (it no longer works);
 * or that this network looked up too many codes that name nobody, and for how long it waits.
 */
export type InvitationRead =
  | { state: "valid"; view: InvitationView }
  | { state: "unknown" }
  | { state: "replaced" }
  | { state: "limited"; minutes: number };

/**
 * The invitation a code names, as GET /api/invitations/[code] answers it (lib/referrals), for
 * the invitation and join pages, which render on the server: its refusals (404 unknown, 410
 * replaced, 429 too many misses from this address) become the states those pages show. The
 * pages are throttled as the API is, or /i/CODE and a page would be a way round it.
 */
export async function readInvitation(code: string): Promise<InvitationRead> {
  const sent = await headers();
  const ip = clientIpFrom((name) => sent.get(name));
  try {
    return { state: "valid", view: await lookUpInvitation(code, ip) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === "gone") return { state: "replaced" };
    if (error.code === "not_found") return { state: "unknown" };
    if (error.code === "rate_limited") {
      return { state: "limited", minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) };
    }
    throw error;
  }
}
