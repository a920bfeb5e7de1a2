/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Linter } from "eslint";
import { folderGraph, layersPlugin, pathBetween } from "./layers.mjs";
import { LIB_LAYERS } from "./lib-layers.mjs";

// A small tree of lib/ per case, written to a folder of its own, linted with the rule as
// eslint.config.mjs sets it: base (db, errors) under domains (rewards, users) under top (http).
const LAYERS = [
  { name: "base", folders: ["db", "errors", "env"] },
  { name: "domain", folders: ["rewards", "users"] },
  { name: "top", folders: ["http", "api"] },
];

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "layers-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

function lint(path: string): string[] {
  const linter = new Linter({ configType: "flat", cwd: root });
  return linter
    .verify(
      readFileSync(join(root, path), "utf8"),
      [
        {
          files: ["**/*.ts"],
          plugins: { punchcard: layersPlugin },
          rules: { "punchcard/layers": ["error", { root, layers: LAYERS }] },
        },
      ],
      { filename: join(root, path) },
    )
    .map((m) => m.message);
}

describe("the layers of lib/", () => {
  it("lets an import go down a layer or across to another domain", () => {
    tree({
      "lib/db/client.ts": "export const db = 1;\n",
      "lib/env.ts": "export const env = 1;\n",
      "lib/users/find.ts": 'import { db } from "../db/client";\nexport const find = db;\n',
      "lib/rewards/redeem.ts":
        'import { db } from "@/lib/db/client";\nimport { find } from "@/lib/users/find";\nimport { env } from "@/lib/env";\nexport const r = [db, find, env];\n',
      "lib/api/route.ts": 'import { r } from "@/lib/rewards/redeem";\nexport const route = r;\n',
    });
    expect(lint("lib/rewards/redeem.ts")).toEqual([]);
    expect(lint("lib/api/route.ts")).toEqual([]);
  });

  it("refuses an import up a layer", () => {
    tree({
      "lib/rewards/redeem.ts": "export const r = 1;\n",
      "lib/db/client.ts": 'import { r } from "@/lib/rewards/redeem";\nexport const db = r;\n',
    });
    expect(lint("lib/db/client.ts")).toEqual([
      "lib/db (base) may not import lib/rewards (domain): imports go down the layers (ARCHITECTURE.md).",
    ]);
  });

  it("refuses a circle between folders, however long the way round", () => {
    tree({
      "lib/rewards/redeem.ts": 'import { find } from "../users/find";\nexport const r = find;\n',
      "lib/users/find.ts": 'export { r } from "../users/more";\nexport const find = 1;\n',
      "lib/users/more.ts": 'import { r } from "../rewards/redeem";\nexport { r };\n',
    });
    expect(lint("lib/rewards/redeem.ts")).toEqual([
      "lib/rewards imports lib/users, which imports it back (lib/rewards → lib/users → lib/rewards): move what both need down a layer.",
    ]);
    expect(lint("lib/users/more.ts")).toHaveLength(1);
  });

  it("refuses an import of app/ or components/ from lib/", () => {
    tree({
      "lib/rewards/card.ts":
        'import { Card } from "@/components/rewards/card";\nexport const C = Card;\n',
      "components/rewards/card.tsx": "export const Card = 1;\n",
    });
    expect(lint("lib/rewards/card.ts")).toEqual([
      "lib/ is built on by app/ and components/, never the other way: move what this needs into lib/.",
    ]);
  });

  it("names a folder that sits in no layer", () => {
    tree({
      "lib/webhooks/send.ts": 'import { db } from "@/lib/db/client";\nexport const s = db;\n',
      "lib/db/client.ts": "export const db = 1;\n",
    });
    expect(lint("lib/webhooks/send.ts")).toEqual([
      "lib/webhooks is in no layer: add it to the layers in scripts/lint/lib-layers.mjs.",
    ]);
  });

  it("leaves tests beside their files alone", () => {
    tree({
      "lib/db/client.test.ts": 'import { r } from "@/lib/rewards/redeem";\nexport const t = r;\n',
      "lib/rewards/redeem.ts": "export const r = 1;\n",
    });
    expect(lint("lib/db/client.test.ts")).toEqual([]);
  });
});

describe("lib/ as it is", () => {
  const repo = join(__dirname, "..", "..");

  it("places every folder and root module of lib/ in a layer", () => {
    const placed = new Set(LIB_LAYERS.flatMap((layer) => layer.folders));
    const folders = readdirSync(join(repo, "lib"), { withFileTypes: true })
      .filter((e) => e.isDirectory() || /^[^.]+\.(ts|tsx|mjs)$/.test(e.name))
      .filter((e) => !/\.test\.(ts|tsx|mjs)$/.test(e.name))
      .map((e) => e.name.replace(/\.(ts|tsx|mjs)$/, ""));
    expect(folders.filter((f) => !placed.has(f))).toEqual([]);
  });

  it("has no folder that imports a folder importing it back", () => {
    const graph = folderGraph(repo);
    const circles = [...graph].flatMap(([from, targets]) =>
      [...targets].filter((to) => pathBetween(graph, to, from)).map((to) => `${from} → ${to}`),
    );
    expect(circles).toEqual([]);
  });
});
