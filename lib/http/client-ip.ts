import { env } from "@/lib/env";
import { PEER_HEADER, peerNonce } from "./peer-address";

type HeaderGetter = (name: string) => string | null | undefined;

/** The connection's address as the server recorded it (lib/http/peer-address.ts), or null. */
function connectionAddress(get: HeaderGetter): string | null {
  const nonce = peerNonce();
  const [given, address] = (get(PEER_HEADER) ?? "").split(" ");
  return nonce && given === nonce && address ? address : null;
}

/**
 * The client's address for rate limits. Without TRUST_PROXY it is the connection's own
 * address, whatever X-Forwarded-For says. Behind a trusted reverse proxy (TRUST_PROXY=1)
 * it is the entry the proxy appended last; earlier entries are the client's to choose.
 * A request the server could not label (only while it starts) counts as "unknown".
 */
export function clientIpFrom(get: HeaderGetter): string {
  if (env.TRUST_PROXY) {
    const appended = (get("x-forwarded-for") ?? "").split(",").at(-1)?.trim();
    if (appended) return appended;
  }
  return connectionAddress(get) ?? "unknown";
}

export function clientIp(request: Request): string {
  return clientIpFrom((name) => request.headers.get(name));
}
