/** @jest-environment node */
// Every relative link in the repository's Markdown must lead somewhere: a document moved or a
// heading renamed otherwise leaves readers (and the README's links) at a dead end, which no
// other check notices.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(__dirname, "..");

// Dependencies, build output, databases, test output and CI's own files are not documents we
// write. The walk reads the folder, not git: CI tests a copy of the checkout without its .git.
const SKIPPED = new Set([
  "node_modules",
  ".next",
  ".git",
  ".ci",
  "test-results",
  "playwright-report",
  "data",
  "tmp",
]);

/** Every Markdown file of the repository's own folders. */
function markdownFiles(dir = ""): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) files.push(...markdownFiles(path));
    } else if (entry.name.endsWith(".md")) files.push(path);
  }
  return files;
}

/** The text outside fenced code blocks (indented ones in lists too), where "#" is no heading. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[^\n]*$/gm, "");
}

/** The text outside fenced and inline code, where a bracket is not a link. */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, "");
}

/** Every link target: `[text](target)`, `![alt](target)`, `<img src>` and `<a href>`. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const targets: string[] = [];
  // The target ends at whitespace (before an optional "title") or the closing parenthesis.
  for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (match[1]) targets.push(match[1]);
  }
  for (const match of text.matchAll(/<(?:img|a)\b[^>]*?\s(?:src|href)\s*=\s*["']([^"']+)["']/gi)) {
    if (match[1]) targets.push(match[1]);
  }
  return targets;
}

/** Absolute addresses (any scheme) are another site's business. */
function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");
}

/** GitHub's anchor for a heading: lower case, spaces to "-", punctuation but "-" and "_" gone. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a file's headings; a repeated heading gets "-1", "-2" … as on GitHub. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  const text = withoutFences(markdown);
  for (const match of text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    // Links and emphasis in a heading count by their text only.
    const heading = (match[1] ?? "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[*`]/g, "");
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

type Broken = { file: string; target: string; why: string };

function brokenLinks(): Broken[] {
  const broken: Broken[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchorsFor = (path: string) => {
    if (!anchorsOf.has(path)) anchorsOf.set(path, anchors(readFileSync(path, "utf8")));
    return anchorsOf.get(path)!;
  };
  for (const file of markdownFiles()) {
    const path = join(root, file);
    for (const target of linkTargets(readFileSync(path, "utf8"))) {
      if (isExternal(target)) continue;
      const hash = target.indexOf("#");
      const address = decodeURI(hash === -1 ? target : target.slice(0, hash));
      const anchor = hash === -1 ? "" : decodeURIComponent(target.slice(hash + 1));
      const linked = address ? resolve(dirname(path), address.replace(/\?.*$/, "")) : path;
      if (address && !existsSync(linked)) {
        broken.push({ file, target, why: `${relative(root, linked)} does not exist` });
        continue;
      }
      if (!anchor || !linked.endsWith(".md") || statSync(linked).isDirectory()) continue;
      if (!anchorsFor(linked).has(anchor.toLowerCase())) {
        broken.push({ file, target, why: `${relative(root, linked)} has no heading #${anchor}` });
      }
    }
  }
  return broken;
}

describe("Markdown links", () => {
  it("finds the repository's documents", () => {
    expect(markdownFiles()).toEqual(expect.arrayContaining(["README.md", "CONTRIBUTING.md"]));
  });

  it("leads every relative link to a file, folder or heading that exists", () => {
    expect(brokenLinks()).toEqual([]);
  });

  it("reads targets and headings as GitHub does", () => {
    const page = [
      "# Deploy on a server",
      "## How sign-in is throttled",
      "## Growth: 10,000 and 100,000 customers",
      "## Targets",
      "### Targets",
      "```sh",
      "# not a heading",
      "```",
      'See [a](docs/a.md#x), ![b](pic.png "title"), <img src="c.png" width="1"> and `[d](e)`.',
      '<a href="f/">f</a> [g](#targets)',
    ].join("\n");
    expect(linkTargets(page)).toEqual(["docs/a.md#x", "pic.png", "#targets", "c.png", "f/"]);
    expect([...anchors(page)]).toEqual([
      "deploy-on-a-server",
      "how-sign-in-is-throttled",
      "growth-10000-and-100000-customers",
      "targets",
      "targets-1",
    ]);
  });
});
