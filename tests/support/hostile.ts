import { request as httpRequest } from "node:http";
import fc from "fast-check";
import type { Answer, Client } from "./api";

/** Hostile values for property-based tests: what a broken client or an attacker would send. */

export const HUGE = "x".repeat(100_000);

export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "nul\u0000inside",
  HUGE,
  "😀".repeat(2000),
  "\u202Egnp.exe",
  "שלום עולם",
  "مرحبا بالعالم",
  "\u200B\u200C\u200D\uFEFF",
  "\r\n\t\b\f\v",
  "\u0007\u001b[2J",
  "' OR '1'='1' --",
  "<img src=x onerror=alert(1)>",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e308",
  "-1",
  "0.5",
  "-0",
  "0x10",
  "  42  ",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "%00",
  "../../../etc/passwd",
  "\uD800",
  "\uDFFF",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "\u0085\u2028\u2029",
  "ＡＢＣ１２３",
  "🇺🇸👨‍👩‍👧‍👦",
  "javascript:alert(1)",
  "//evil.example/x.png",
  "data:text/html,<b>",
];

export const NASTY_NUMBERS = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  -1,
  0,
  -0,
  0.5,
  -0.5,
  0.001,
  1.005,
  99.999,
  1e-7,
  5e-324,
  100_000,
  1_000_001,
];

const nastyScalar = fc.constantFrom<unknown>(...NASTY_STRINGS, ...NASTY_NUMBERS);

/** Wrong types, huge and tiny numbers, control characters, unicode, nested junk. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  // An id that does not exist.
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.integer() },
  // NaN and ±Infinity become null in JSON.
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), nastyScalar, { maxKeys: 3 }) },
);

/** Texts that are not JSON, or JSON that JSON.stringify could never write. */
export const MALFORMED_JSON = [
  "{",
  '{"a":',
  "{'single': 1}",
  '{"a":1,}',
  "[1,2",
  "NaN",
  "undefined",
  '{"a":NaN}',
  '{"a":Infinity}',
  "\u0000",
  "\uFEFF{}",
  '{"a":"\\u0000"}',
  '{"\\u0000":1}',
  '{"a":"\\ud800"}',
  `{"a":1${"0".repeat(400)}}`,
  `${"[".repeat(50_000)}${"]".repeat(50_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}}`,
  "null",
  "0",
  '"just text"',
  "[]",
  "true",
  "<xml/>",
  "a=1&b=2",
];
const RAW_NUMBERS = [
  "1e400",
  "-1e400",
  "-0",
  "1e-400",
  "0.1e1",
  "5.0000000000000001",
  "123456789012345678901234567890",
];

export type Body = { text: string; type?: string };

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  undefined,
];

/** Extra fields that try to set what only the server decides, plus junk keys. */
const EXTRA_KEYS = [
  "role",
  "userId",
  "isAdmin",
  "xp",
  "level",
  "id",
  "userName",
  "author",
  "__proto__",
  "constructor",
  "\u0000",
  "😀",
  "a".repeat(300),
];

function mixed(fields: Record<string, fc.Arbitrary<unknown>>) {
  const each = Object.fromEntries(
    Object.entries(fields).map(([key, valid]) => [
      key,
      fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: junk }),
    ]),
  );
  return fc.record(each, { requiredKeys: [] });
}

const MISSING = Symbol("missing");

/** Every field valid but one, which is junk or missing: reaches the check for that field alone. */
function oneBad(fields: Record<string, fc.Arbitrary<unknown>>) {
  const names = Object.keys(fields);
  return fc
    .tuple(fc.record(fields), fc.constantFrom(...names), fc.option(junk, { nil: MISSING }))
    .map(([valid, name, bad]) => {
      const body: Record<string, unknown> = { ...valid };
      if (bad === MISSING) delete body[name];
      else body[name] = bad;
      return body;
    });
}
/**
 * A JSON body for these fields: all valid, all valid but one, or each valid, junk or missing,
 * with extra fields; sometimes not an object, not JSON, or numbers JSON.stringify cannot write.
 */
export function jsonBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Body> {
  const names = Object.keys(fields);
  const extras = fc.dictionary(fc.constantFrom(...EXTRA_KEYS), junk, { maxKeys: 2 });
  const objects: fc.WeightedArbitrary<Record<string, unknown>>[] = [
    { weight: 3, arbitrary: mixed(fields) },
  ];
  if (names.length > 0)
    objects.push(
      { weight: 4, arbitrary: oneBad(fields) },
      { weight: 1, arbitrary: fc.record(fields) },
    );
  const object = fc
    .tuple(extras, fc.oneof(...objects))
    .map(([extra, known]) => ({ ...extra, ...known }));
  const rawNumber = names.length
    ? fc
        .tuple(fc.constantFrom(...names), fc.constantFrom(...RAW_NUMBERS))
        .map(([k, n]) => `{"${k}":${n}}`)
    : fc.constantFrom(...RAW_NUMBERS);
  return fc
    .tuple(
      fc.oneof(
        { weight: 8, arbitrary: object.map((o) => JSON.stringify(o)) },
        { weight: 1, arbitrary: junk.map((v) => JSON.stringify(v) ?? "") },
        { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON) },
        { weight: 1, arbitrary: rawNumber },
      ),
      fc.constantFrom(...CONTENT_TYPES),
    )
    .map(([text, type]) => ({ text, type }));
}

/** A form value: strings as they are, anything else as its JSON. */
export const formValue = (value: unknown) =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? "");

/** A query string for these fields, valid or junk values, plus junk keys and broken escapes. */
export function query(fields: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<string> {
  const extras = fc.dictionary(fc.constantFrom(...EXTRA_KEYS, "page", "limit"), junk, {
    maxKeys: 2,
  });
  return fc
    .tuple(
      extras,
      mixed(fields),
      fc.constantFrom(
        "",
        "&%",
        "&%ZZ=1",
        "&a=%00",
        "&&&",
        "&=",
        "&a=1&a=2",
        `&long=${"y".repeat(4000)}`,
      ),
    )
    .map(([extra, known, tail]) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries({ ...extra, ...known })) params.append(k, formValue(v));
      const text = params.toString() + tail;
      return text ? `?${text}` : "";
    });
}

/** Encodes a path segment; lone surrogates cannot be encoded and dot segments would leave the route. */
function segment(value: string): string | null {
  if (value === "" || /^(\.|%2e){1,2}$/i.test(value)) return null;
  try {
    return encodeURIComponent(value);
  } catch {
    return null;
  }
}

// Malformed escapes such as "%ZZ" would make Next.js answer 500 (vercel/next.js#92527);
// proxy.ts refuses them with a 400 before any route runs.
const RAW_IDS = [
  "%ZZ",
  "%",
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  "%00",
  "0",
  "-1",
  "1e308",
  "NaN",
  "null",
  "undefined",
  "%25",
  "x".repeat(2000),
  "%F0%9F%98%80",
  "'%20or%20'1'%3D'1",
  "a%2Fb",
  "%E2%80%AE",
  "ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ",
  "123e4567-e89b-12d3-a456-426614174000x",
  "{123e4567-e89b-12d3-a456-426614174000}",
  "123E4567E89B12D3A456426614174000",
];

/** An id for a path: a real one (ours, or someone else's), one that does not exist, or junk. */
export function pathId(real: string[]): fc.Arbitrary<string> {
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: fc.constantFrom(...RAW_IDS) },
    {
      weight: 2,
      arbitrary: fc
        .string({ unit: "binary", minLength: 1, maxLength: 40 })
        .map(segment)
        .filter((s): s is string => s !== null),
    },
  ];
  if (real.length > 0) options.push({ weight: 3, arbitrary: fc.constantFrom(...real) });
  return fc.oneof(...options);
}

/** Any text a form could hold: unicode, emoji, right-to-left, up to a few hundred characters. */
export const text = fc.oneof(
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }),
  fc.string({ minLength: 1, maxLength: 400 }),
  fc.constantFrom("Mint tea", "שלום", "🍵 Matcha", "  padded  "),
);

/** Sends a raw request (a multipart body, a lying Content-Length) on a fresh connection. */
export function rawRequest(
  client: Client,
  {
    method,
    path,
    body,
    headers,
    declaredLength,
  }: {
    method: string;
    path: string;
    body: Buffer;
    headers: Record<string, string>;
    declaredLength?: number;
  },
): Promise<Answer<unknown>> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      new URL(path, client.baseUrl),
      {
        method,
        agent: false,
        headers: {
          "content-length": String(declaredLength ?? body.length),
          "x-forwarded-for": client.ip,
          ...(client.cookie ? { cookie: client.cookie } : {}),
          ...headers,
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") h.set(k, v);
          const raw = Buffer.concat(chunks).toString("utf8");
          let parsed: unknown = raw;
          try {
            parsed = raw ? JSON.parse(raw) : null;
          } catch {
            // not JSON
          }
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: h });
        });
      },
    );
    // The server may answer a lying or oversized request before reading it, and close.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    req.write(body);
    if (declaredLength === undefined) req.end();
  });
}
