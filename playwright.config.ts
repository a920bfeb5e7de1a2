import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/lib/chromium";

// The app server and database are started by scripts/test.mjs (`npm test`).
const baseURL = process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  // A forgotten test.only would quietly skip the rest of the suite in CI.
  forbidOnly: !!process.env.CI,
  workers: 2,
  // One retry on CI for its trace (`trace: "retain-on-failure"` keeps the failed try's), but a
  // test that passes only on its retry fails the run: a flaky pass is a bug to find, not to land.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  // Limits for a stuck test, not for speed: a machine four times slower than a laptop, or
  // one busy with other work, still passes.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // scripts/test.mjs asks for the JSON report too on CI, for the slowest files' table.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  outputDir: "test-results",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The app honours it (app/globals.css): dialogs and toasts appear and leave at once, so
    // no test waits on an animation.
    reducedMotion: "reduce",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /\.shop-wide\.spec\.ts$/,
    },
    // A file that changes a shop-wide setting (the currency) runs alone, after every other.
    {
      name: "shop-wide",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /\.shop-wide\.spec\.ts$/,
      dependencies: ["chromium"],
    },
  ],
});
