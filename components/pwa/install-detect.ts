/**
 * SPEC §2 Install prompt, as pure rules: offered only on iPhone, iPad, iPod or Android, never
 * when the app already runs from the home screen, and not for 14 days after a dismissal.
 */
export type MobilePlatform = "ios" | "android";

export const DISMISS_KEY = "punchcard.install-dismissed-at";
export const DISMISS_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * iPadOS 13+ Safari claims to be a Mac; a Mac with a touch screen is an iPad. Windows
 * Phone put "Android" in its user agent, so it is ruled out first.
 */
export function mobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (/Windows Phone|IEMobile/i.test(userAgent)) return null;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "ios";
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return "ios";
  if (/Android/i.test(userAgent)) return "android";
  return null;
}

/**
 * Only Safari itself can add a page to an iOS home screen with the steps we show. Other iOS
 * browsers and in-app browsers name themselves (CriOS, FxiOS, EdgiOS, Instagram …) or drop
 * Safari's "Version/… Safari/" pair.
 */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  if (mobilePlatform(userAgent, maxTouchPoints) !== "ios") return false;
  if (
    /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|Brave|FBAN|FBAV|Instagram|Line\/|Snapchat/i.test(
      userAgent,
    )
  ) {
    return false;
  }
  return /Version\/[\d.]+.*Safari\//.test(userAgent);
}

/** Running from the home screen: the display-mode media query, or iOS's own flag. */
export function isStandalone(
  displayModeStandalone: boolean,
  navigatorStandalone: boolean | undefined,
): boolean {
  return displayModeStandalone || navigatorStandalone === true;
}

/** The stored dismissal (milliseconds since 1970, as text) still holds at `now`. */
export function dismissedRecently(stored: string | null, now: number): boolean {
  if (!stored) return false;
  const at = Number(stored);
  if (!Number.isFinite(at) || at > now) return false;
  return now - at < DISMISS_DAYS * DAY_MS;
}

export type InstallContext = {
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean;
  dismissedAt: string | null;
  now: number;
};

/** Whether to show 'Install App' at all, and which browser's steps to put first. */
export function installOffer(
  context: InstallContext,
): { platform: MobilePlatform; iosSafari: boolean } | null {
  const platform = mobilePlatform(context.userAgent, context.maxTouchPoints);
  if (!platform || context.standalone || dismissedRecently(context.dismissedAt, context.now))
    return null;
  return { platform, iosSafari: isIosSafari(context.userAgent, context.maxTouchPoints) };
}
