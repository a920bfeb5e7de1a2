import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // Server-only guards are for the bundler; tests import those modules directly.
    "^server-only$": "<rootDir>/tests/support/empty.js",
  },
};

/** Unit tests sit beside their files; API tests run against a live server and database. */
const unit = await createJestConfig({
  ...shared,
  displayName: "unit",
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/tests/support/jest-dom.ts"],
  testMatch: ["<rootDir>/{lib,components,app,scripts}/**/*.test.{ts,tsx}"],
})();

const api = await createJestConfig({
  ...shared,
  displayName: "api",
  testEnvironment: "node",
  testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
  testTimeout: 60_000,
})();

// Global: per-project testTimeout is ignored when projects are used.
const config = { projects: [unit, api], testTimeout: 60_000 };
export default config;
