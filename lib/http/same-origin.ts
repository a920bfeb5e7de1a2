import { env } from "@/lib/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Requests that change state must come from our own pages. Browsers send `Origin` (and
 * `Sec-Fetch-Site`) on every such request, so a cross-site form or fetch is refused even
 * though the session cookie would ride along. Non-browser clients send neither.
 */
export function isCrossOrigin(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  const host =
    (env.TRUST_PROXY && request.headers.get("x-forwarded-host")) || request.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
