// The layers of lib/ as a lint rule (ARCHITECTURE.md draws them). Each folder of lib/ (or a
// file at its root) sits in one layer; an import may go to its own layer or a lower one, never
// up, and no folder may import a folder that imports it back, however long the way round. A
// module of lib/ never imports from app/ or components/: those are built on lib/, not under it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/**
 * @typedef {{ root: string, layers: { name: string, folders: string[] }[] }} LayerOptions
 * `root`: the folder holding lib/ (the repository). `layers`: lowest first.
 */

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.test\.(ts|tsx|mjs)$/;
// import … from "x", export … from "x", import "x", import("x"): what a module reaches.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

/** A module's folder under lib/: its first segment, or the file's name at lib/'s root. */
export function folderOf(libDir, file) {
  const parts = relative(libDir, file).split(sep);
  if (parts[0] === ".." || parts[0] === "") return null;
  return parts.length === 1 ? parts[0].replace(/\.(ts|tsx|mjs|js)$/, "") : parts[0];
}

/** Where an import's specifier points inside the repository, or null for a package. */
export function resolveSpecifier(root, from, specifier) {
  if (specifier.startsWith("@/")) return join(root, specifier.slice(2));
  if (specifier.startsWith(".")) return resolve(dirname(from), specifier);
  return null;
}

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(name) && !TEST.test(name)) out.push(path);
  }
  return out;
}

/** @type {Map<string, Map<string, Set<string>>>} the folder graph of each lib/, read once per run. */
const graphs = new Map();

/** Which folders of lib/ each folder imports (tests aside), read from every module's imports. */
export function folderGraph(root) {
  const libDir = join(root, "lib");
  const cached = graphs.get(libDir);
  if (cached) return cached;
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const file of walk(libDir, [])) {
    const from = folderOf(libDir, file);
    if (!from) continue;
    const targets = graph.get(from) ?? new Set();
    graph.set(from, targets);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveSpecifier(root, file, match[1]);
      const to = target && folderOf(libDir, target);
      if (to && to !== from) targets.add(to);
    }
  }
  graphs.set(libDir, graph);
  return graph;
}

/** A way from `start` to `goal` through the graph, as the folders on it, or null. */
export function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const way = [];
      for (let step = goal; step !== null; step = previous.get(step)) way.unshift(step);
      return way;
    }
    for (const next of graph.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: "problem",
    docs: { description: "lib/ in layers: imports go down or across, never up, never round." },
    schema: [{ type: "object", additionalProperties: true }],
    messages: {
      up: "lib/{{from}} ({{fromLayer}}) may not import lib/{{to}} ({{toLayer}}): imports go down the layers (ARCHITECTURE.md).",
      circle:
        "lib/{{from}} imports lib/{{to}}, which imports it back ({{way}}): move what both need down a layer.",
      outside:
        "lib/ is built on by app/ and components/, never the other way: move what this needs into lib/.",
      unplaced:
        "lib/{{folder}} is in no layer: add it to the layers in scripts/lint/lib-layers.mjs.",
    },
  },
  create(context) {
    /** @type {LayerOptions} */
    const options = context.options[0];
    const root = options.root;
    const libDir = join(root, "lib");
    const file = context.filename;
    const from = folderOf(libDir, file);
    if (!from || TEST.test(file)) return {};
    const rank = new Map();
    options.layers.forEach((layer, i) => layer.folders.forEach((f) => rank.set(f, i)));
    const layerName = (folder) => options.layers[rank.get(folder)]?.name ?? "?";

    function check(node, specifier) {
      if (typeof specifier !== "string") return;
      const target = resolveSpecifier(root, file, specifier);
      if (!target) return;
      const inRepo = relative(root, target).split(sep)[0];
      if (inRepo === "app" || inRepo === "components") {
        context.report({ node, messageId: "outside" });
        return;
      }
      const to = folderOf(libDir, target);
      if (!to || to === from) return;
      for (const folder of [from, to]) {
        if (!rank.has(folder)) {
          context.report({ node, messageId: "unplaced", data: { folder } });
          return;
        }
      }
      if (rank.get(to) > rank.get(from)) {
        const data = { from, to, fromLayer: layerName(from), toLayer: layerName(to) };
        context.report({ node, messageId: "up", data });
        return;
      }
      const back = pathBetween(folderGraph(root), to, from);
      if (back) {
        const way = [from, ...back].map((f) => `lib/${f}`).join(" → ");
        context.report({ node, messageId: "circle", data: { from, to, way } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};

export const layersPlugin = { rules: { layers: layersRule } };
