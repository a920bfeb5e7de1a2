import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import i18next from "eslint-plugin-i18next";
import { LIB_LAYERS } from "./scripts/lint/lib-layers.mjs";
import { layersPlugin } from "./scripts/lint/layers.mjs";
import { punchcard } from "./scripts/lint/private-folders.ts";

/** Every transaction goes through lib/db/transaction.ts (see its block below). */
const ONE_TRANSACTION = {
  selector: "CallExpression[callee.object.name='db'][callee.property.name='transaction']",
  message: "Open transactions with transaction() from lib/db/transaction.ts.",
};

/**
 * Zod as a namespace (`import * as z from "zod"`) in whatever a browser may load: with a named
 * import (`import { z }`) the bundler kept the whole library, 90 KB of it instead of 32 KB.
 * Modules marked `import "server-only"` and route handlers never reach a browser.
 */
const ZOD_AS_NAMESPACE = {
  selector:
    "Program:not(:has(ImportDeclaration[source.value='server-only'])) ImportDeclaration[source.value='zod'][importKind!='type'] > :matches(ImportSpecifier[importKind!='type'], ImportDefaultSpecifier)",
  message: 'Import zod as a namespace (import * as z from "zod") where a browser may load it.',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // Every transaction goes through lib/db/transaction.ts, which runs a deadlock's victim
    // again (a bounded number of times, with a log line) instead of answering 500.
    files: ["lib/**", "app/**", "components/**"],
    ignores: ["lib/db/transaction.ts"],
    rules: { "no-restricted-syntax": ["error", ONE_TRANSACTION, ZOD_AS_NAMESPACE] },
  },
  {
    // Route handlers run on the server only: any zod import will do there.
    files: ["app/api/**"],
    rules: { "no-restricted-syntax": ["error", ONE_TRANSACTION] },
  },
  {
    // Every sentence a person reads comes from the catalogues (messages/, docs/languages.md):
    // text in JSX, a string in a JSX expression, and the props that are read or heard (labels,
    // placeholders, titles, alternative text). Punctuation, numbers and symbols alone pass.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: [
              "aria-label",
              "aria-description",
              "title",
              "placeholder",
              "alt",
              "label",
              "description",
            ],
          },
          words: { exclude: [/^[\p{P}\p{S}\p{N}\s]*$/u] },
          message: "Put this sentence in the catalogue (messages/en) and show it with t().",
        },
      ],
    },
  },
  {
    // lib/ in layers (scripts/lint/lib-layers.mjs, ARCHITECTURE.md): imports go down or
    // across, never up, never round a circle of folders, never into app/ or components/.
    files: ["lib/**/*.{ts,tsx,mjs}"],
    ignores: ["lib/**/*.test.{ts,tsx,mjs}"],
    plugins: { "lib-layers": layersPlugin },
    rules: {
      "lib-layers/layers": ["error", { root: import.meta.dirname, layers: LIB_LAYERS }],
    },
  },
  {
    // Next's internal modules are not a public API: they move between releases without notice.
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["next/dist/*"], message: "Use Next's public API instead." }] },
      ],
    },
  },
  {
    // A route's private folders (_components, _lib …) are its own: a part two routes share
    // lives in components/<feature>/ (scripts/lint/private-folders.ts). Import circles between
    // files of app/ and components/ are found by scripts/lint/import-cycles.test.ts.
    files: ["app/**", "components/**", "lib/**", "tests/**", "scripts/**"],
    plugins: { punchcard },
    rules: { "punchcard/private-folders": "error" },
  },
  {
    // Browser tests wait on what they need to see (expect, expect.poll, toPass, page.clock),
    // never on a fixed time: a fixed time is too short on a slow machine and wasted on a fast one.
    files: ["tests/e2e/**", "tests/screens/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        { property: "waitForTimeout", message: "Wait on the state the test needs instead." },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='setTimeout']",
          message: "Wait on the state the test needs instead of sleeping.",
        },
      ],
    },
  },
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "drizzle/**",
      "next-env.d.ts",
      "tmp/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
];

export default config;
