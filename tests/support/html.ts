/**
 * A page's server-rendered HTML read as a person or a screen reader would, for API tests that
 * prove what a page says without a browser.
 */

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decode(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text of an HTML fragment: no scripts, styles, tags or React's comment markers. */
export function textOf(html: string): string {
  return decode(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** The opening tags of the elements with this data-testid, in document order. */
function tagsWith(html: string, testId: string): string[] {
  const id = testId.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return html.match(new RegExp(`<[a-z][^>]*\\sdata-testid="${id}"[^>]*>`, "gi")) ?? [];
}

/** An attribute of the first element with this data-testid, or null when there is none. */
export function attributeOf(html: string, testId: string, name: string): string | null {
  const tag = tagsWith(html, testId)[0];
  if (!tag) return null;
  const value = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  return value === undefined ? null : decode(value);
}

/** How many elements carry this data-testid. */
export function countOf(html: string, testId: string): number {
  return tagsWith(html, testId).length;
}

/** The text of each element with this data-testid (elements of the same tag may not nest). */
export function textsOf(html: string, testId: string): string[] {
  const id = testId.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(
    `<([a-z][a-z0-9]*)\\b[^>]*\\sdata-testid="${id}"[^>]*>([\\s\\S]*?)</\\1>`,
    "gi",
  );
  return [...html.matchAll(pattern)].map((m) => textOf(m[2]!));
}
