/**
 * Whether this browser can make and use passkeys at all. Its own module, so the screens that
 * show a passkey button on their first load (/login, /join) carry this line and not the
 * ceremonies (components/auth/passkey-flows.ts, loaded when a passkey is used).
 */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}
