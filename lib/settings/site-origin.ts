import "server-only";
import { env } from "@/lib/env";
import { getShopSettings } from "./shop";

/**
 * The address printed into QR codes and links: the shop's public site address when set
 * (/admin/settings), else the address the admin's browser used (through a trusted proxy,
 * its forwarded host and scheme).
 */
export async function siteOrigin(request: Request): Promise<string> {
  const { publicSiteUrl } = await getShopSettings();
  if (publicSiteUrl) return publicSiteUrl.replace(/\/+$/, "");
  const url = new URL(request.url);
  const forwardedHost = env.TRUST_PROXY ? request.headers.get("x-forwarded-host") : null;
  const forwardedProto = env.TRUST_PROXY ? request.headers.get("x-forwarded-proto") : null;
  const host = forwardedHost?.split(",")[0]?.trim() || request.headers.get("host") || url.host;
  const proto = forwardedProto?.split(",")[0]?.trim() || url.protocol.replace(":", "");
  return `${proto}://${host}`;
}
