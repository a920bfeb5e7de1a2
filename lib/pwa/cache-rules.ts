/**
 * What the service worker does with each request, as one pure function the worker and the
 * tests share. The rule that matters most: nothing a signed-in person sees is ever stored
 * on the phone (no /api answer, no page), so on a shared phone one person's card, XP or
 * tickets can never be shown to the next person, online or offline.
 *
 * - "product-image": public product pictures, cache-first (an upload's address never
 *   changes its content);
 * - "build-asset": hashed build files, cache-first;
 * - "page": page loads, network only, with the offline page when the network fails;
 * - null: the worker stays out of the way and the browser fetches as if it were not there.
 *   Every /api answer (except product pictures) is null: never stored, and test tools
 *   that watch or stub the page's API calls still see them.
 */
export type CacheRule = "product-image" | "build-asset" | "page";

export const OFFLINE_PAGE = "/offline";

type RequestInfo = { method: string; mode: string; destination: string };

export function isApi(url: URL): boolean {
  return url.pathname === "/api" || url.pathname.startsWith("/api/");
}

function isUpload(url: URL): boolean {
  return url.pathname.startsWith("/uploads/") || url.pathname.startsWith("/api/uploads/");
}

export function cacheRuleFor(
  url: URL,
  request: RequestInfo,
  sameOrigin: boolean,
): CacheRule | null {
  if (!sameOrigin || request.method !== "GET") return null;
  if (request.mode === "navigate") return "page";
  // Uploads also hold videos (up to 50 MB): only what an <img> asks for is kept.
  if (url.pathname === "/placeholder.svg" || (isUpload(url) && request.destination === "image")) {
    return "product-image";
  }
  if (isApi(url)) return null;
  if (url.pathname.startsWith("/_next/static/")) return "build-asset";
  return null;
}
