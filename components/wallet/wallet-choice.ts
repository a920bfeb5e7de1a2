/** The wallet a customer's device keeps passes in: Apple's on iPhone, iPad and Mac Safari. */
export type WalletKind = "apple" | "google";

/**
 * Decided on the server from the User-Agent, so the dashboard sends only the one button. iPadOS
 * in desktop mode calls itself a Mac with Safari, which is Apple's too. Windows Phone put
 * "iPhone" and "Android" in its string, so it is ruled out first.
 */
export function isAppleDevice(userAgent: string): boolean {
  if (/Windows Phone|IEMobile/i.test(userAgent)) return false;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return (
    /Macintosh/i.test(userAgent) &&
    /Version\/[\d.]+.*Safari\//.test(userAgent) &&
    !/Chrome|Chromium|CriOS|Edg\/|Firefox|FxiOS|OPR\//.test(userAgent)
  );
}

/**
 * The button the dashboard shows, or none: Apple's wallet on an Apple device, Google's
 * elsewhere, and only one the shop has connected (Google Wallet does not run on an iPhone, and
 * a .pkpass means nothing to Android).
 */
export function walletToOffer(
  userAgent: string,
  connected: { apple: boolean; google: boolean },
): WalletKind | null {
  if (isAppleDevice(userAgent)) return connected.apple ? "apple" : null;
  return connected.google ? "google" : null;
}
