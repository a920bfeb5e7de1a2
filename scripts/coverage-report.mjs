#!/usr/bin/env node
// `node scripts/coverage-report.mjs DIR`: line and branch coverage of lib/ over the unit and API
// tests together, from the raw V8 data `npm test` left in DIR with TEST_COVERAGE_DIR=DIR
// (scripts/lib/coverage.mjs). .ci/run prints it at the end; there is no threshold. A file no
// test loads counts as 0%. It never fails the run: whatever goes wrong is one line.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { mergeProcessCovs } from "@bcoe/v8-coverage";
import { transform } from "esbuild";
import MCR from "monocart-coverage-reports";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const LEAST_COVERED = 15;
const say = (line) => console.log(`[ci] coverage: ${line}`);

/** lib/ sources, tests and type-only files left out. */
const inLib = (path) => /^lib\/.+\.tsx?$/.test(path) && !/\.(test|d)\.tsx?$/.test(path);

/**
 * One name per source file, whichever run it came from: Jest's maps name the file by its
 * path, the Turbopack build's as `turbopack:///[project]/lib/…`.
 */
function sourcePath(path) {
  const project = path.indexOf("[project]/");
  if (project !== -1) return path.slice(project + "[project]/".length);
  const absolute = path.startsWith("file://") ? fileURLToPath(path) : path;
  return absolute.startsWith(root) ? relative(root, absolute) : path;
}

/**
 * The app servers' data, one file per process, merged into one: each file is some 40 MB (every
 * script Next.js ran, with every source map), every server ran the same build, and the API tests
 * start a few dozen. Only the build's chunks that hold lib/ code are kept.
 */
function mergedServerData(serverDir, into) {
  const processes = [];
  const maps = {};
  for (const file of readdirSync(serverDir)) {
    const raw = JSON.parse(readFileSync(join(serverDir, file), "utf8"));
    // Keyed by address, escaped (%5B for "[") where the coverage itself has the plain name.
    const cache = new Map(
      Object.entries(raw["source-map-cache"] ?? {}).map(([url, map]) => [decodeURI(url), map]),
    );
    const ours = ({ url }) => {
      if (!url.startsWith(`file://${root}/.next/server/`)) return false;
      const chunk = dirname(fileURLToPath(url));
      const sources = cache.get(decodeURI(url))?.data?.sources ?? [];
      // Node writes a map's sources as file addresses; the map on disk has them relative.
      const path = (source) =>
        source.startsWith("file://") ? fileURLToPath(source) : resolve(chunk, source);
      return sources.some((source) => inLib(relative(root, path(source))));
    };
    const result = raw.result.filter(ours);
    for (const { url } of result) maps[url] ??= cache.get(decodeURI(url));
    processes.push({ result });
  }
  mkdirSync(into, { recursive: true });
  const { result } = mergeProcessCovs(processes);
  writeFileSync(join(into, "merged.json"), JSON.stringify({ result, "source-map-cache": maps }));
  return into;
}

async function main(dir) {
  const unitDir = join(dir, "unit");
  const serverDir = join(dir, "server");
  if (!existsSync(unitDir) && !existsSync(serverDir)) return say("no data (the tests did not run)");
  const mcr = MCR({
    name: "lib/",
    outputDir: join(dir, "report"),
    reports: "none",
    logging: "error",
    // The app servers' data covers every script they ran (Next.js, node_modules): only the
    // build's server chunks hold our code; the unit tests' entries are lib/ files already.
    entryFilter: (entry) =>
      [".next/server/", "lib/"].some((dir) => entry.url.startsWith(`file://${root}/${dir}`)),
    sourceFilter: (path) => inLib(sourcePath(path)),
    sourcePath: (path) => sourcePath(path),
    // Files that no test loads, compiled as the bundler would, so their lines count at 0.
    all: {
      dir: [join(root, "lib")],
      filter: (path) => inLib(relative(root, path)),
      transformer: async (entry) => {
        const { code, map } = await transform(entry.source, {
          loader: entry.url.endsWith(".tsx") ? "tsx" : "ts",
          sourcemap: "external",
          sourcefile: fileURLToPath(entry.url),
          format: "esm",
          jsx: "automatic",
        });
        entry.source = code;
        entry.sourceMap = JSON.parse(map);
      },
    },
  });
  if (existsSync(unitDir))
    for (const file of readdirSync(unitDir))
      await mcr.add(JSON.parse(readFileSync(join(unitDir, file), "utf8")));
  if (existsSync(serverDir)) await mcr.addFromDir(mergedServerData(serverDir, join(dir, "merged")));
  else say("no data from the API tests' app server");
  const results = await mcr.generate();
  if (!results) return say("nothing to report");
  print(results);
}

const pct = (metric) => (metric.total ? `${metric.pct.toFixed(1)}%` : "-");

/** Totals over lib/ only: a chunk whose map names no source stays in the results as itself. */
function print({ files: all }) {
  const files = all.filter((file) => inLib(file.sourcePath));
  const total = (key) => {
    const covered = files.reduce((sum, file) => sum + file.summary[key].covered, 0);
    const count = files.reduce((sum, file) => sum + file.summary[key].total, 0);
    return { covered, total: count, pct: count ? (100 * covered) / count : 0 };
  };
  const lines = total("lines");
  const branches = total("branches");
  say(`lib/ over the unit and API tests: lines ${pct(lines)} (${lines.covered}/${lines.total}),`);
  say(`  branches ${pct(branches)} (${branches.covered}/${branches.total}), ${files.length} files`);
  say(`the ${LEAST_COVERED} least-covered files (lines, branches, uncovered lines):`);
  const least = files
    .filter((file) => file.summary.lines.total)
    .sort(
      (a, b) =>
        a.summary.lines.pct - b.summary.lines.pct ||
        b.summary.lines.uncovered - a.summary.lines.uncovered,
    )
    .slice(0, LEAST_COVERED);
  for (const { sourcePath: path, summary: s } of least)
    say(
      `  ${pct(s.lines).padStart(6)} ${pct(s.branches).padStart(6)} ${String(s.lines.uncovered).padStart(5)}  ${path}`,
    );
}

const dir = process.argv[2];
if (!dir) say("usage: node scripts/coverage-report.mjs DIR");
else await main(resolve(dir)).catch((error) => say(`no report (${error?.message ?? error})`));
