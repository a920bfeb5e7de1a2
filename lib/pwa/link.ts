/** Where a message opens when it names no screen of its own. */
export const INBOX_PATH = "/user/inbox";

/**
 * The screen a message may open: a path of this app, never another site. A link is written by
 * the shop and carried in a push payload, and a tap must not leave the app. Plain TypeScript
 * with no imports: the service worker uses it too.
 */
export function safeLink(link: unknown, fallback = INBOX_PATH): string {
  if (typeof link !== "string" || !link.startsWith("/") || link.startsWith("//")) return fallback;
  if (/[\\\s]/.test(link)) return fallback;
  return link;
}
