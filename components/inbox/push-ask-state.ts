import { mobilePlatform } from "@/components/pwa/install-detect";

/**
 * Which ask for notifications a screen shows, as a pure rule:
 * - "ask": a button that asks the browser, then subscribes;
 * - "ios-install": on iPhone and iPad outside the installed app, where iOS allows no push,
 *   the steps to add the app to the Home Screen first;
 * - "blocked": the person said no to the browser; only its settings can undo that;
 * - null: nothing to ask (already subscribed, or a browser without push).
 */
export type AskState = "ask" | "ios-install" | "blocked" | null;

export type PushContext = {
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean;
  /** The browser has a service worker, PushManager and Notification. */
  supported: boolean;
  permission: NotificationPermission | null;
  /** This browser already has a push subscription. */
  subscribed: boolean;
};

export function askState(c: PushContext): AskState {
  if (mobilePlatform(c.userAgent, c.maxTouchPoints) === "ios" && !c.standalone)
    return "ios-install";
  if (!c.supported) return null;
  if (c.permission === "denied") return "blocked";
  if (c.permission === "granted" && c.subscribed) return null;
  return "ask";
}

/** A VAPID public key (base64url) as pushManager.subscribe takes it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
