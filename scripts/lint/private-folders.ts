import { dirname, join, relative, sep } from "node:path";
import type { Rule } from "eslint";

// A route's private folders (`_components/`, `_lib/`: Next leaves `_name` folders out of the
// routes) belong to the folder that holds them: its page, its sub-routes and their parts may
// import them, nothing else. A part two routes share lives in components/<feature>/.

const posix = (path: string) => path.split(sep).join("/");

/** The folder that owns a private path (everything before its first `_name` segment), or null. */
export function privateOwner(path: string): string | null {
  const segments = posix(path).split("/");
  const at = segments.findIndex((segment) => /^_[^_]/.test(segment));
  return at < 0 ? null : segments.slice(0, at).join("/");
}

/**
 * Where an import leads, relative to the project's root, or null for a package: `@/x` is the
 * root's x, `./x` and `../x` are beside the importing file.
 */
export function importTarget(root: string, file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return posix(specifier.slice(2));
  if (!specifier.startsWith(".")) return null;
  return posix(relative(root, join(dirname(join(root, file)), specifier)));
}

/** The private folder's owner when `file` may not import `target` (both from the root), else null. */
export function foreignOwner(file: string, target: string): string | null {
  const owner = privateOwner(target);
  if (owner === null) return null;
  return `${posix(file)}/`.startsWith(`${owner}/`) ? null : owner;
}

export const privateFolders: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "A route's private folders (_components, _lib …) stay its own" },
    messages: {
      foreign:
        "{{target}} is private to {{owner}}/. Move what two routes share to components/<feature>/.",
    },
    schema: [],
  },
  create(context) {
    const file = posix(relative(context.cwd, context.filename));
    const check = (node: Rule.Node, specifier: unknown) => {
      if (typeof specifier !== "string") return;
      const target = importTarget(context.cwd, file, specifier);
      const owner = target === null ? null : foreignOwner(file, target);
      if (owner !== null) {
        context.report({ node, messageId: "foreign", data: { target: specifier, owner } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) =>
        check(node, node.source.type === "Literal" ? node.source.value : undefined),
    };
  },
};

/** Our own lint rules, as an ESLint plugin for eslint.config.mjs. */
export const punchcard = { rules: { "private-folders": privateFolders } };
