/**
 * A request's cookies by name, read from its Cookie header: what an API handler needs to find
 * its session cookie, without Next's request-scoped cookies() (which builds a mutable store on
 * every call) or Next's internal modules (not a public API, and free to move in any release).
 */
export function requestCookies(headers: Headers): {
  get(name: string): { value: string } | undefined;
} {
  const values = new Map<string, string>();
  for (const pair of (headers.get("cookie") ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    // The first of two cookies of one name wins, as browsers send the most specific first.
    if (!name || values.has(name)) continue;
    values.set(name, decodeValue(pair.slice(at + 1).trim()));
  }
  return { get: (name) => (values.has(name) ? { value: values.get(name)! } : undefined) };
}

function decodeValue(raw: string): string {
  const value = raw.startsWith('"') && raw.endsWith('"') && raw.length > 1 ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
