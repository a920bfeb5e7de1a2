/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./chromium";

const ROOT = resolve(__dirname, "../..");
const debian = chromiumPath({ env: {}, exists: () => true });

test("CHROMIUM_PATH names the Chromium, even where Debian's is installed", () => {
  expect(chromiumPath({ env: { CHROMIUM_PATH: "/opt/chrome/chrome" }, exists: () => true })).toBe(
    "/opt/chrome/chrome",
  );
});

test("without it, Debian's Chromium where it exists, else Playwright's own browser", () => {
  expect(debian).toMatch(/^\/usr\/bin\//);
  expect(chromiumPath({ env: { CHROMIUM_PATH: "" }, exists: (p) => p === debian })).toBe(debian);
  expect(chromiumPath({ env: {}, exists: () => false })).toBe(chromium.executablePath());
});

/** Installed or generated, not ours (.ci/node is the Node that .ci/run installs). */
const NOT_OURS = [".next", ".git", "data", "test-results", "tmp", join(".ci", "node")];

/** Code and configuration: what could launch a browser (documentation may name the path). */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(ROOT, path);
    if (entry.isDirectory())
      return entry.name === "node_modules" || NOT_OURS.includes(rel) ? [] : codeFiles(path);
    return /\.(ts|tsx|mjs|cjs|js|json|ya?ml)$/.test(entry.name) || rel === join(".ci", "run")
      ? [rel]
      : [];
  });
}

test("no file but scripts/lib/chromium.ts names a Chromium to launch", () => {
  const naming = codeFiles(ROOT).filter(
    (file) =>
      file !== join("scripts", "lib", "chromium.ts") &&
      file !== "package-lock.json" &&
      readFileSync(join(ROOT, file), "utf8").includes(debian),
  );
  expect(naming).toEqual([]);
});
