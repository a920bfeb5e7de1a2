// A Jest reporter for CI's coverage (scripts/lib/coverage.mjs): each test file's raw V8
// coverage of lib/, with the code Jest ran and its source map, goes to a file for
// scripts/coverage-report.mjs. The data is then taken off the result, so Jest's own coverage
// reporter (always added with --coverage) has nothing left to convert.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { coverageDir } from "./coverage.mjs";

/**
 * Jest's SWC transform turns each `export` into a getter (`get NAME() { return NAME; }`) at the
 * top of the module; one that no test reads is a function never called, which the source map
 * lays over the export's line and the declarations around it. They are not the file's code.
 */
function exportGetter(source, { functionName, ranges }) {
  if (!/^get [\w$]+$/.test(functionName) || ranges[0].count) return false;
  const body = source.slice(ranges[0].startOffset, ranges[0].endOffset);
  return /^get [\w$]+\s*\(\)\s*\{\s*return [\w$.]+;?\s*\}$/.test(body);
}

export default class CoverageReporter {
  count = 0;

  /** @param {unknown} _test @param {{ v8Coverage?: any[] }} result */
  onTestResult(_test, result) {
    const entries = result.v8Coverage ?? [];
    result.v8Coverage = undefined;
    if (!coverageDir) return;
    try {
      const kept = [];
      for (const { codeTransformResult: code, result: script } of entries) {
        const path = script.url.startsWith("file://") ? new URL(script.url).pathname : script.url;
        if (!/^lib\//.test(relative(process.cwd(), path)) || !code?.code) continue;
        const map = code.sourceMapPath && existsSync(code.sourceMapPath);
        kept.push({
          url: `file://${path}`,
          functions: script.functions.filter((f) => !exportGetter(code.code, f)),
          source: code.code,
          sourceMap: map ? JSON.parse(readFileSync(code.sourceMapPath, "utf8")) : undefined,
        });
      }
      const dir = join(coverageDir, "unit");
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${process.pid}-${++this.count}.json`), JSON.stringify(kept));
    } catch (error) {
      console.log(`[ci] coverage: a unit test file's data was lost (${error})`);
    }
  }
}
