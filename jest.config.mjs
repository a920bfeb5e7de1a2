import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // Server-only guards are for the bundler; tests import those modules directly.
    "^server-only$": "<rootDir>/tests/support/empty.js",
    // The scanner reaches into zxing's esm build (the bundler's); Jest loads its cjs build.
    "^@zxing/library/esm/(.*)$": "<rootDir>/node_modules/@zxing/library/cjs/$1",
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

const apiShared = { ...shared, testEnvironment: "node", testTimeout: 60_000 };

/**
 * API tests: several files at a time against the one server (scripts/test.mjs), since each
 * makes its own rows. A file that reads the whole shared database (fingerprints of whole
 * tables around a refusal, `npm run db:check`) ends in `.serial.test.ts`: another file's
 * writes, or the pushes and fan-outs they set going, would change what it reads, so those run
 * one at a time, first, on the fresh database.
 */
const api = await createJestConfig({
  ...apiShared,
  displayName: "api",
  testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "\\.serial\\.test\\.ts$"],
})();

const apiSerial = await createJestConfig({
  ...apiShared,
  displayName: "api-serial",
  testMatch: ["<rootDir>/tests/api/**/*.serial.test.ts"],
})();

// next-intl and the ICU libraries under it ship only ES modules: Jest transforms them like
// our own code (next/jest leaves everything in node_modules as it is).
const ESM_PACKAGES = "next-intl|use-intl|icu-minify|intl-messageformat|@formatjs|@schummar";
for (const project of [unit, api, apiSerial]) {
  project.transformIgnorePatterns = (project.transformIgnorePatterns ?? []).map((pattern) =>
    pattern.replace("(?!(geist|", `(?!(${ESM_PACKAGES}|geist|`),
  );
}

// Global: per-project testTimeout is ignored when projects are used.
const config = { projects: [unit, api, apiSerial], testTimeout: 60_000 };
export default config;
