/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve(__dirname, "..");

/** The scripts: plain Node programs, run with no build step. */
function scriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : scriptFiles(path);
    return entry.name.endsWith(".mjs") ? [path] : [];
  });
}

/** Every TypeScript file a script imports, and what those import in turn. */
function typescriptTheScriptsLoad(): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+\.ts)"/g)) {
      const target = resolve(dirname(file), specifier!);
      if (found.has(target)) continue;
      found.add(target);
      visit(target);
    }
  };
  scriptFiles(join(ROOT, "scripts")).forEach(visit);
  return [...found].map((file) => relative(ROOT, file)).sort();
}

test("the scripts load the app's TypeScript with Node as it is: no build step, no warning", () => {
  const files = typescriptTheScriptsLoad();
  expect(files).toEqual(expect.arrayContaining(["lib/rewards/curve.ts", "scripts/lib/memory.ts"]));
  // One Node process imports them all, as the scripts do. Node refuses what it cannot strip
  // (an enum, an import without its .ts extension or through the @/ alias), and warns on
  // stderr about a file whose module type it has to guess.
  const imports = files.map((file) => `await import(${JSON.stringify(`./${file}`)});`).join("\n");
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", imports], {
    cwd: ROOT,
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
});
