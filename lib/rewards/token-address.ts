/**
 * What a shop token's QR code carries: the customer dashboard with `token=<id>`, which the
 * dashboard redeems when it opens (and valueFromScan reads back from a scan). `site` is the
 * shop's public address, or the address the page is on.
 */
export function tokenAddress(site: string, id: string): string {
  return `${site.replace(/\/+$/, "")}${tokenAddressPath(id)}`;
}

/** The same address within this site. */
export function tokenAddressPath(id: string): string {
  return `/user/dashboard?token=${encodeURIComponent(id)}`;
}
