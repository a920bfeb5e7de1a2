import "server-only";
import { ApiError } from "@/lib/http/errors";
import { PASSKEY_WRONG_SITE } from "./messages";
import { getShopSettings } from "@/lib/settings/shop";
import { siteOrigin } from "@/lib/settings/site-origin";

export type RelyingParty = {
  /** The host passkeys are bound to: a passkey made for it works on it and nowhere else. */
  id: string;
  /** The shop's name, shown by the phone when it offers to save or use a passkey. */
  name: string;
  /** The only page origin a ceremony may come from. */
  origin: string;
};

/**
 * Who passkeys are made for: the host of the shop's public site address (/admin/settings), or,
 * while that is blank, the address this request came to (through a trusted proxy, its
 * forwarded host and scheme), as QR codes and links are built (lib/settings/site-origin.ts).
 * Changing the public site address to another host makes every passkey made for the old one
 * useless: the phone will not offer them on the new host.
 */
export async function relyingParty(req: Request): Promise<RelyingParty> {
  const [{ shopName }, origin] = await Promise.all([getShopSettings(), siteOrigin(req)]);
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // Only a forwarded host no browser would send gets here.
    throw new ApiError("bad_request", PASSKEY_WRONG_SITE);
  }
  return { id: url.hostname, name: shopName, origin: url.origin };
}
