import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='db'][callee.property.name='transaction']",
          message: "Open transactions with transaction() from lib/db/transaction.ts.",
        },
      ],
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
