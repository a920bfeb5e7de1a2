import "server-only";

/**
 * The WebAuthn user handle of an account: its id's text as bytes. The phone keeps it with the
 * passkey and hands it back with every sign-in, which checks it names the passkey's account.
 * An id is not personal information, as the handle must not be (WebAuthn §14.6.1).
 */
export function userHandleBytes(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId, "utf8"));
}

/** The account id a handle the browser sent back names, or null when it is none of ours. */
export function userIdOfHandle(handle: string): string | null {
  const text = Buffer.from(handle, "base64url").toString("utf8");
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text) ? text : null;
}
