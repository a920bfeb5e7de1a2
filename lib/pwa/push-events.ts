/// <reference lib="webworker" />
// The service worker's side of Web Push (app/sw.ts adds these listeners): show a message as a
// notification, and open its screen on a tap. No imports beyond plain modules: it is bundled
// into /sw.js.
import { safeLink } from "@/lib/pwa/link";
import { INBOX_CHANGED } from "./inbox-changed";
const ICON = "/icons/icon-192.png";
// A push must show its notification promptly: the manifest gets this long to answer.
const MANIFEST_WAIT_MS = 2_000;

type Payload = { id: number | null; title: string; body: string; link: string };

/** The server's payload ({id, title, body, link}, lib/messaging/push): anything else shows safely. */
export function readPayload(text: string | null | undefined): Payload {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text ?? "");
    if (parsed && typeof parsed === "object") data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: shown as a plain message that opens the inbox.
  }
  const id = typeof data.id === "number" && Number.isSafeInteger(data.id) ? data.id : null;
  return {
    id,
    title: typeof data.title === "string" && data.title ? data.title : "New message",
    body: typeof data.body === "string" ? data.body : "",
    link: safeLink(data.link),
  };
}

type ManifestIcon = { src?: unknown; sizes?: unknown; purpose?: unknown };

/**
 * The notification's icon and badge from the web app manifest, which names the shop's logo's
 * icons when it has one (app/manifest.ts): its 192 px "any" icon, and its "monochrome" badge
 * (the icon itself where there is none). The app's own icon when the manifest says nothing.
 */
export function notificationIcons(manifest: unknown): { icon: string; badge: string } {
  const list = (manifest as { icons?: unknown } | null)?.icons;
  const icons: ManifestIcon[] = Array.isArray(list) ? list : [];
  const local = (src: unknown): src is string =>
    typeof src === "string" && /^\/(?![/\\])/.test(src);
  const pick = (purpose: string, sizes?: string) =>
    icons.find(
      (i) =>
        local(i.src) &&
        String(i.purpose ?? "any")
          .split(" ")
          .includes(purpose) &&
        (!sizes || i.sizes === sizes),
    )?.src as string | undefined;
  const icon = pick("any", "192x192") ?? ICON;
  return { icon, badge: pick("monochrome") ?? icon };
}

async function currentIcons(sw: ServiceWorkerGlobalScope) {
  try {
    const answer = await fetch(new URL("/manifest.webmanifest", sw.location.origin), {
      signal: AbortSignal.timeout(MANIFEST_WAIT_MS),
    });
    return notificationIcons(answer.ok ? await answer.json() : null);
  } catch {
    return notificationIcons(null);
  }
}

export async function showPush(sw: ServiceWorkerGlobalScope, text: string | null | undefined) {
  const message = readPayload(text);
  const { icon, badge } = await currentIcons(sw);
  await sw.registration.showNotification(message.title, {
    body: message.body,
    icon,
    badge,
    // One notification per message: a push delivered twice replaces itself.
    tag: message.id === null ? undefined : `inbox-${message.id}`,
    data: { id: message.id, link: message.link },
  });
  const windows = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: INBOX_CHANGED });
}

/**
 * A tap: the message counts as opened (and read), then its screen opens, in a window of the
 * app already showing it, else in the app's last window, else a new one.
 */
export async function openPush(sw: ServiceWorkerGlobalScope, notification: Notification) {
  const data = (notification.data ?? {}) as { id?: unknown; link?: unknown };
  const url = new URL(safeLink(data.link), sw.location.origin).href;
  if (typeof data.id === "number") {
    await fetch("/api/inbox/read", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ids: [data.id], opened: true }),
    }).catch(() => undefined);
  }
  // Focusing a window is allowed only in answer to a real tap: where it is refused, the screen
  // still opens.
  const windows = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
  // It is read now: the bells of the windows that stay as they are go down.
  for (const client of windows) client.postMessage({ type: INBOX_CHANGED });
  const showing = windows.find((w) => w.url === url);
  if (showing) {
    await showing.focus().catch(() => undefined);
    return;
  }
  for (const client of windows) {
    const navigated = await client.navigate(url).catch(() => null);
    if (navigated) {
      await navigated.focus().catch(() => undefined);
      return;
    }
  }
  await sw.clients.openWindow(url);
}
