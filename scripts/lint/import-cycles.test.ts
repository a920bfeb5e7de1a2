/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { findCycles, importGraph } from "./import-graph.ts";

const ROOT = resolve(__dirname, "../..");

// Two files that import each other cannot be read, moved or tested one without the other:
// what both need goes to a third small file, or the child gets it through its props.
test("no file of app/ or components/ reaches itself through its imports", () => {
  const graph = importGraph(ROOT, ["app", "components"]);
  expect(graph.size).toBeGreaterThan(300);
  expect(findCycles(graph)).toEqual([]);
});

describe("the circle check", () => {
  let root: string;
  const write = (files: Record<string, string>) => {
    for (const [path, code] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), code);
    }
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "import-cycles-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("finds a grid and its dialog that import each other, through a type too", () => {
    write({
      "app/cards/_components/grid.tsx":
        'import { Dialog } from "./dialog";\nexport type Row = {};\n',
      "app/cards/_components/dialog.tsx":
        'import type { Row } from "@/app/cards/_components/grid";\nexport const Dialog = 1;\n',
      "app/cards/page.tsx": 'import { Dialog } from "./_components/dialog";\n',
    });
    expect(findCycles(importGraph(root, ["app"]))).toEqual([
      ["app/cards/_components/dialog.tsx", "app/cards/_components/grid.tsx"],
    ]);
  });

  it("finds a longer circle across app/ and components/, and none once it is broken", () => {
    write({
      "app/a/page.tsx": 'import { b } from "@/components/x/b";\n',
      "components/x/b.ts": 'export { c as b } from "./c";\n',
      "components/x/c.ts": 'import "@/app/a/page";\nexport const c = 1;\n',
    });
    expect(findCycles(importGraph(root, ["app", "components"]))).toEqual([
      ["app/a/page.tsx", "components/x/b.ts", "components/x/c.ts"],
    ]);
    write({ "components/x/c.ts": "export const c = 1;\n" });
    expect(findCycles(importGraph(root, ["app", "components"]))).toEqual([]);
  });
});
