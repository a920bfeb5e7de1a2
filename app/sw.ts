/// <reference lib="webworker" />
// The service worker, bundled by app/serwist/[path]/route.ts and served as /sw.js.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type Strategy,
} from "serwist";
import { cacheRuleFor, OFFLINE_PAGE, type CacheRule } from "@/lib/pwa/cache-rules";
import { openPush, showPush } from "@/lib/pwa/push-events";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;

/** One strategy per rule of lib/pwa/cache-rules.ts; a request with no rule (every /api answer) is left to the browser. */
const strategies: Record<CacheRule, Strategy> = {
  "product-image": new CacheFirst({
    cacheName: "product-images",
    plugins: [
      new ExpirationPlugin({
        maxEntries: 150,
        maxAgeSeconds: 30 * DAY,
        maxAgeFrom: "last-used",
        purgeOnQuotaError: true,
      }),
    ],
  }),
  "build-asset": new CacheFirst({
    cacheName: "build-assets",
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
  // Pages carry the signed-in person's data, so they come from the network only; when it
  // is unreachable the precached offline page answers instead of the browser's error.
  page: new NetworkOnly(),
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version waits until the person taps Reload (components/pwa/update-prompt.tsx),
  // so a screen is never swapped under someone mid-scan.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: (Object.keys(strategies) as CacheRule[]).map((rule) => ({
    matcher: ({ url, request, sameOrigin }) => cacheRuleFor(url, request, sameOrigin) === rule,
    handler: strategies[rule],
  })),
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === "navigate" }],
  },
});

serwist.addEventListeners();

// Web Push: the shop's messages as notifications (lib/pwa/push-events.ts).
self.addEventListener("push", (event) => {
  event.waitUntil(showPush(self, event.data?.text()));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openPush(self, event.notification));
});
