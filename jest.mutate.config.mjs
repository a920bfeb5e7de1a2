// The unit tests of the files `npm run mutate` mutates (stryker.config.mjs): jest.config.mjs's
// unit project alone, since Stryker's Jest runner runs one project.
import full from "./jest.config.mjs";

const unit = full.projects.find((project) => project.displayName === "unit");

const config = {
  ...unit,
  testMatch: [
    "<rootDir>/lib/program/card.test.ts",
    "<rootDir>/lib/rewards/{rules,earn-rules,tiers}.test.ts",
    "<rootDir>/lib/referrals/code.test.ts",
  ],
};
export default config;
