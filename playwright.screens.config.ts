import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * Screenshots of every screen at phone and desktop size, for looking at what we built:
 * `node scripts/test.mjs e2e --config playwright.screens.config.ts` writes PNGs into
 * test-results/screens/.
 */
export default defineConfig({
  ...base,
  testDir: "./tests/screens",
  workers: 1,
  retries: 0,
});
