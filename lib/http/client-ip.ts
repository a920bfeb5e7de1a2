import { env } from "@/lib/env";

/**
 * The client's address for rate limits. Behind a trusted reverse proxy (TRUST_PROXY=1) the
 * proxy appends the real address last; otherwise Next.js fills the header from the socket.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for") ?? "";
  const parts = forwarded
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const ip = env.TRUST_PROXY ? parts.at(-1) : parts[0];
  return ip || "unknown";
}
