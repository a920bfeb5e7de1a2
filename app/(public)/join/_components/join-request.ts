"use client";

import type { SignedInUser } from "@/lib/auth/passkeys/browser";
import { api } from "@/lib/http/fetcher";
import type { Method } from "./join-method-choice";

// What the form needs once it talks to the server, loaded with this module rather than with
// the page: the error class and its messages are over a kilobyte of /join's first load.
export { ApiError } from "@/lib/http/errors";
export { api, errorMessage } from "@/lib/http/fetcher";
export { fieldErrors } from "@/lib/http/field-errors";

type JoinAnswer = { user: SignedInUser };

export type JoinRequest = {
  tokenId: string;
  username: string;
  name: string;
  method: Method;
  password: string;
  /** An invitation code, typed or carried by this phone ("" for none). */
  invite: string;
};

/**
 * Makes the account with the token as its first punch: with a password, or with a passkey made
 * first (the ceremony and what it says when it fails load with the tap, not with the page).
 * Answers false when the visitor cancelled the passkey; throws the server's refusal.
 */
export async function requestJoin(request: JoinRequest): Promise<boolean> {
  const invite = request.invite.trim() || undefined;
  const body = {
    tokenId: request.tokenId,
    username: request.username,
    name: request.name || undefined,
    invite,
  };
  if (request.method === "password") {
    const { user } = await api<JoinAnswer>("/join", {
      method: "POST",
      body: { ...body, password: request.password },
    });
    const { offerPasskeyNextPage } = await import("@/components/auth/offer-passkey");
    offerPasskeyNextPage(user.id);
    return true;
  }
  const flows = await import("@/components/auth/passkey-flows");
  const passkey = await flows.joinPasskey({
    username: request.username.trim().toLowerCase(),
    displayName: request.name,
    invite,
  });
  if (!passkey) return false;
  try {
    await api<JoinAnswer>("/join", { method: "POST", body: { ...body, passkey } });
    return true;
  } catch (error) {
    // No account holds the passkey just made: the phone is asked to drop it, where it can.
    flows.forgetJoinPasskey(passkey.id);
    throw error;
  }
}
