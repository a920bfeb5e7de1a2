/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

const ROOT = resolve(__dirname, "..");

// Our own rules in eslint.config.mjs, each shown failing on the code it is there to stop.
// ESLint loads its configuration as an ES module, which Jest's sandbox cannot, so one Node
// process lints every sample through ESLint's API and answers the rules each broke.
const SAMPLES: Record<string, { path: string; code: string }> = {
  nextInternals: {
    path: "lib/sample.ts",
    code: 'import { cookies } from "next/dist/server/request/cookies";\nexport const c = cookies;\n',
  },
  namedZodInAComponent: {
    path: "components/sample.tsx",
    code: 'import { z } from "zod";\nexport const s = z.string();\n',
  },
  namedZodInASchema: {
    path: "lib/validation/sample.ts",
    code: 'import { config } from "zod";\nconfig({ jitless: true });\n',
  },
  zodNamespace: {
    path: "components/sample.tsx",
    code: 'import * as z from "zod";\nexport const s = z.string();\n',
  },
  zodTypes: {
    path: "components/sample.tsx",
    code: 'import type { ZodType } from "zod";\nimport { type z } from "zod";\nexport type T = ZodType | z.ZodString;\n',
  },
  namedZodServerOnly: {
    path: "lib/sample.ts",
    code: 'import "server-only";\nimport { z } from "zod";\nexport const s = z.string();\n',
  },
  namedZodInARouteHandler: {
    path: "app/api/sample/route.ts",
    code: 'import { z } from "zod";\nexport const s = z.string();\n',
  },
  literalSentenceInJsx: {
    path: "components/sample.tsx",
    code: 'export function S() {\n  return <p className="text-sm">Scan the next code</p>;\n}\n',
  },
  literalSentenceInAnExpression: {
    path: "app/user/sample.tsx",
    code: 'export function S({ busy }: { busy: boolean }) {\n  return <button type="button">{busy ? "Saving…" : "Save"}</button>;\n}\n',
  },
  literalLabel: {
    path: "components/sample.tsx",
    code: 'export function S() {\n  return <input aria-label="Your name" placeholder="Your name" />;\n}\n',
  },
  translatedSentence: {
    path: "components/sample.tsx",
    code: 'import { useTranslations } from "next-intl";\nexport function S({ n }: { n: number }) {\n  const t = useTranslations("common");\n  return (\n    <p className="flex gap-2" data-testid="s" aria-label={t("name")}>\n      {t("name")} · {n} — ✓\n    </p>\n  );\n}\n',
  },
};

const LINT = `
import { ESLint } from "eslint";
const samples = JSON.parse(process.env.SAMPLES);
const eslint = new ESLint({ cwd: process.cwd() });
const broken = {};
for (const [name, { path, code }] of Object.entries(samples)) {
  const [result] = await eslint.lintText(code, { filePath: path });
  broken[name] = result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
}
console.log(JSON.stringify(broken));
`;

let broken: Record<string, string[]>;
beforeAll(() => {
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", LINT], {
    cwd: ROOT,
    env: { ...process.env, SAMPLES: JSON.stringify(SAMPLES) },
    encoding: "utf8",
  });
  broken = JSON.parse(out);
}, 120_000);

test("Next's internal modules are refused", () => {
  expect(broken.nextInternals).toEqual(["no-restricted-imports"]);
});

test("zod is a namespace wherever a browser may load it", () => {
  expect(broken.namedZodInAComponent).toEqual(["no-restricted-syntax"]);
  expect(broken.namedZodInASchema).toEqual(["no-restricted-syntax"]);
  expect(broken.zodNamespace).toEqual([]);
  expect(broken.zodTypes).toEqual([]);
});

test("server-only modules and route handlers may import zod by name", () => {
  expect(broken.namedZodServerOnly).toEqual([]);
  expect(broken.namedZodInARouteHandler).toEqual([]);
});

test("a sentence written into a component fails lint: JSX text, an expression's strings, read props", () => {
  expect(broken.literalSentenceInJsx).toEqual(["i18next/no-literal-string"]);
  expect(broken.literalSentenceInAnExpression).toEqual([
    "i18next/no-literal-string",
    "i18next/no-literal-string",
  ]);
  expect(broken.literalLabel).toEqual(["i18next/no-literal-string", "i18next/no-literal-string"]);
});

test("words from the catalogue, classes, test ids, numbers and punctuation pass", () => {
  expect(broken.translatedSentence).toEqual([]);
});
