import { openSync, readSync, closeSync, statSync } from "node:fs";

// scripts/test.mjs keeps the app server's errors in this file as well as printing them.
const file = () => process.env.TEST_SERVER_LOG;
const MOST = 8_000;

/** Where the app server's log ends now: take it before a request, read from it after. */
export function serverLogMark(): number {
  const path = file();
  if (!path) return 0;
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

function readFrom(path: string, mark: number): string {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return "";
  }
  const start = Math.max(mark, size - MOST);
  if (size <= start) return "";
  const buffer = Buffer.alloc(size - start);
  const fd = openSync(path, "r");
  try {
    readSync(fd, buffer, 0, buffer.length, start);
  } finally {
    closeSync(fd);
  }
  return buffer.toString("utf8");
}

/**
 * What the app server logged since `mark` (its last 8 KB), for a test that met a 500 to print
 * with the request: the cause of a rare one is then in the run's log. The line comes over a
 * pipe, a moment after the answer: it waits for some, up to `within` ms.
 */
export async function serverLogSince(mark: number, within = 2_000): Promise<string> {
  const path = file();
  if (!path) return "(not kept: TEST_SERVER_LOG is not set)";
  const until = Date.now() + within;
  for (;;) {
    const text = readFrom(path, mark);
    if (text !== "") return text;
    if (Date.now() > until) return "(nothing)";
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
