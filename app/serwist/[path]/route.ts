import { randomUUID } from "node:crypto";
import { createSerwistRoute } from "@serwist/turbopack";

/**
 * Builds the service worker (app/sw.ts) with its precache list at `next build` and serves
 * it as /serwist/sw.js (next.config.ts rewrites /sw.js here). The offline page is
 * precached with a revision new to each build, so every deploy ships it afresh.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: "app/sw.ts",
    useNativeEsbuild: true,
    // The app shell: scripts, styles and fonts of every screen, plus public/ (icons, favicon).
    globPatterns: [".next/static/**/*.{js,css,woff2,png,svg,ico,webp}", "public/**/*"],
    additionalPrecacheEntries: [{ url: "/offline", revision: randomUUID() }],
  },
);
