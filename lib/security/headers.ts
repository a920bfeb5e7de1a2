/**
 * Security headers for every page and answer. Scripts may only come from our origin; the
 * inline scripts Next.js bootstraps hydration with run only when they carry the request's
 * nonce (set in proxy.ts, which Next.js reads back from the request's policy header). No
 * user content is ever rendered as HTML. Frames: only video-site embeds of product videos.
 */
export function contentSecurityPolicy({
  dev = false,
  nonce,
}: { dev?: boolean; nonce?: string } = {}): string {
  const scripts = ["'self'", nonce ? `'nonce-${nonce}'` : "", dev ? "'unsafe-eval'" : ""];
  return [
    "default-src 'self'",
    `script-src ${scripts.filter(Boolean).join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** 128 random bits, fresh for every page: a script injected into the page cannot know it. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Files answer with their own `default-src 'none'; sandbox` policy (lib/catalog/serve-upload.ts),
 * so the page policy must never be put on them: a header set before the route answers wins.
 */
export const ownsItsPolicy = (pathname: string) => pathname.startsWith("/uploads/");

/** Headers that hold for every answer, uploaded files included. The policy is set apart. */
export function securityHeaders() {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // The scanner needs the camera, on our own pages only; nothing else is ever asked for.
    {
      key: "Permissions-Policy",
      value: "camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}

/** HSTS only where the request arrived over https (set by the reverse proxy). */
export const HSTS = {
  key: "Strict-Transport-Security",
  value: "max-age=31536000; includeSubDomains",
};
