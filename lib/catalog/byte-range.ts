/** One satisfiable byte range, both ends inclusive (as in Content-Range). */
export type ByteRange = { start: number; end: number };

/**
 * Reads a `Range` header for a file of `size` bytes (RFC 9110 §14). Answers the range,
 * "unsatisfiable" (416), or null to send the whole file: no header, a malformed one, or
 * several ranges, which we may ignore (phones seeking a video ask for one).
 */
export function parseRange(
  header: string | null,
  size: number,
): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
