import { mobilePlatform } from "@/components/pwa/install-detect";

/**
 * "Offer once to add a passkey": after a password sign-in or a join with a password on a
 * phone, the next screen offers it (components/auth/passkey-offer.tsx), once per account on
 * each device. The mark for the next screen lives in this tab's sessionStorage; what was
 * offered, in localStorage. Nothing here loads the WebAuthn library.
 */
const NEXT_KEY = "punchcard.passkey-offer-next";
const offeredKey = (userId: string) => `punchcard.passkey-offered.${userId}`;

/**
 * Call right after signing in or joining with a password, before moving on: on a phone, the
 * next screen offers to add a passkey (unless this account was offered one on this device).
 * Does nothing on a computer.
 */
export function offerPasskeyNextPage(userId: string): void {
  if (!mobilePlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0)) return;
  try {
    if (window.localStorage.getItem(offeredKey(userId))) return;
    window.sessionStorage.setItem(
      NEXT_KEY,
      JSON.stringify({ userId, from: window.location.pathname }),
    );
  } catch {
    // storage blocked: no offer
  }
}

/** The account to offer a passkey to on this screen, once: the mark is taken as it is read. */
export function takePasskeyOffer(pathname: string): string | null {
  try {
    const raw = window.sessionStorage.getItem(NEXT_KEY);
    if (!raw) return null;
    const mark = JSON.parse(raw) as { userId?: unknown; from?: unknown };
    // Still on the screen that set it: the next one shows it.
    if (mark.from === pathname) return null;
    window.sessionStorage.removeItem(NEXT_KEY);
    return typeof mark.userId === "string" ? mark.userId : null;
  } catch {
    return null;
  }
}

export function wasOffered(userId: string): boolean {
  try {
    return window.localStorage.getItem(offeredKey(userId)) !== null;
  } catch {
    return true;
  }
}

export function rememberOffered(userId: string): void {
  try {
    window.localStorage.setItem(offeredKey(userId), String(Date.now()));
  } catch {
    // storage blocked: it may be offered again
  }
}
