// @ts-check
// `npm run mutate`: mutation testing of the pure reward rules with their unit tests (StrykerJS
// with its Jest runner). Not part of CI: a run takes minutes and its figure is for reading, not
// for failing a build. CONTRIBUTING.md ("Mutation testing") has the latest score.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: "jest",
  jest: {
    projectType: "custom",
    configFile: "jest.mutate.config.mjs",
    // Only the tests that import a mutated file run for its mutants.
    enableFindRelatedTests: true,
  },
  coverageAnalysis: "perTest",
  mutate: [
    "lib/program/card.ts",
    "lib/rewards/rules.ts",
    "lib/rewards/earn-rules.ts",
    "lib/referrals/code.ts",
  ],
  // The tests' own run, and the reports: the HTML one in reports/mutation/ (gitignored).
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  tempDirName: ".stryker-tmp",
  // Two cores: one Jest worker each.
  concurrency: 2,
  thresholds: { high: 90, low: 85, break: null },
};
export default config;
