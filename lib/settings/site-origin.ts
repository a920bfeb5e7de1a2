import "server-only";
import { env } from "@/lib/env";

/**
 * The address printed into QR codes and links: PUBLIC_SITE_URL when set, else the address
 * the admin's browser used (through a trusted proxy, its forwarded host and scheme).
 */
export function siteOrigin(request: Request): string {
  if (env.PUBLIC_SITE_URL) return env.PUBLIC_SITE_URL.replace(/\/+$/, "");
  const url = new URL(request.url);
  const forwardedHost = env.TRUST_PROXY ? request.headers.get("x-forwarded-host") : null;
  const forwardedProto = env.TRUST_PROXY ? request.headers.get("x-forwarded-proto") : null;
  const host = forwardedHost?.split(",")[0]?.trim() || request.headers.get("host") || url.host;
  const proto = forwardedProto?.split(",")[0]?.trim() || url.protocol.replace(":", "");
  return `${proto}://${host}`;
}
