import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { importTarget } from "./private-folders.ts";

// Which of our files import which, read from their import lines (types too: a type import is
// still a circle to anyone reading the two files), for the circle check in import-cycles.test.ts.

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
const IMPORT = /(?:\bfrom|^\s*import|\bimport\()\s*["']([^"']+)["']/gm;
const ENDINGS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function sources(root: string, dir: string): string[] {
  const path = join(root, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const inside = join(dir, entry.name);
    if (entry.isDirectory()) return sources(root, inside);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [inside.split(sep).join("/")] : [];
  });
}

/** The file an import names, as a path from the root, if it is one of ours. */
function resolveFile(root: string, target: string): string | null {
  for (const ending of ENDINGS) {
    const path = join(root, target + ending);
    if (existsSync(path) && statSync(path).isFile())
      return relative(root, path).split(sep).join("/");
  }
  return null;
}

/** Every source file under `dirs` (tests left out) with the files of ours it imports. */
export function importGraph(root: string, dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => sources(root, dir))) {
    const imported = new Set<string>();
    for (const [, specifier] of readFileSync(join(root, file), "utf8").matchAll(IMPORT)) {
      const target = importTarget(root, file, specifier!);
      const resolved = target === null ? null : resolveFile(root, target);
      if (resolved !== null) imported.add(resolved);
    }
    graph.set(file, [...imported]);
  }
  return graph;
}

/**
 * The circles in a graph: each group of files that reach one another through their imports
 * (Tarjan's strongly connected components), a file importing itself included.
 */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
