import "server-only";
import { ApiError } from "@/lib/http/errors";
import type { InvitationView } from "@/lib/referrals/types";
import { invitationView } from "@/lib/referrals/invitation";

/**
 * What a friend's phone can say about an invitation: who invites (masked), the shop and what
 * both get; or that the code is unknown, or was replaced by its customer (it no longer works).
 */
export type InvitationRead =
  { state: "valid"; view: InvitationView } | { state: "unknown" } | { state: "replaced" };

/**
 * The invitation a code names, as GET /api/invitations/[code] answers it (lib/referrals), for
 * the invitation and join pages, which render on the server: its refusals (404 unknown, 410
 * replaced) become the states those pages show.
 */
export async function readInvitation(code: string): Promise<InvitationRead> {
  try {
    return { state: "valid", view: await invitationView(code) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === "gone") return { state: "replaced" };
    if (error.code === "not_found") return { state: "unknown" };
    throw error;
  }
}
