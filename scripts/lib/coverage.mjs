// Line and branch coverage of lib/ over the unit and API tests, for .ci/run (CONTRIBUTING.md,
// "What CI checks"). On only when TEST_COVERAGE_DIR names a folder: a developer's `npm test`
// runs as fast as ever. Both parts leave raw V8 coverage there (Node's block counters, with
// each script's source map), which scripts/coverage-report.mjs turns into one report.
import { join, resolve } from "node:path";

/** The folder the raw data goes to, or undefined when coverage is off. */
export const coverageDir = process.env.TEST_COVERAGE_DIR
  ? resolve(process.env.TEST_COVERAGE_DIR)
  : undefined;

/**
 * Jest's own V8 coverage (cheaper than its Babel instrumenting), handed over raw by
 * coverage-reporter.mjs; Jest's converting and reports are skipped (they cost as much as the
 * tests on two cores). No collectCoverageFrom: files no test loads are added by the report.
 * @param {string} root
 * @param {string} dir
 */
export function jestCoverageArgs(root, dir) {
  return [
    "--coverage",
    "--coverageProvider=v8",
    "--coverageReporters=json-summary",
    `--coverageDirectory=${join(dir, "jest")}`,
    "--reporters=default",
    `--reporters=${join(root, "scripts/lib/coverage-reporter.mjs")}`,
  ];
}

/**
 * The API tests' app server writes its V8 coverage here when it exits; TEST_SERVER_COVERAGE, in
 * the API tests' own environment, gives the private servers some of them start the same
 * (scripts/lib/app-server.mjs), and leaves the test processes themselves unmeasured.
 */
export const serverCoverageEnv = (/** @type {string} */ dir) => ({
  NODE_V8_COVERAGE: join(dir, "server"),
});
export const apiTestsCoverageEnv = (/** @type {string} */ dir) => ({
  TEST_SERVER_COVERAGE: join(dir, "server"),
});

/** For a server an API test starts (tests/support/server.ts has the same for TypeScript). */
export function serverCoverage() {
  const dir = process.env.TEST_SERVER_COVERAGE;
  return dir ? { NODE_V8_COVERAGE: dir } : {};
}
