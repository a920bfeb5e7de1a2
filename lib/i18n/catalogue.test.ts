/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { NAMESPACES } from "./catalogue";
import { LOCALES } from "./locales";

// Every language has every message English has, no other, and each message asks for the same
// values (names and kinds: "{count, plural, …}" stays a plural) as English's, so a screen
// never shows a key, an unfilled "{name}" or a plural read as a number.
const ROOT = path.resolve(__dirname, "../../messages");

type Tree = { [key: string]: string | Tree };

function read(locale: string, ns: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(ROOT, locale, `${ns}.json`), "utf8")) as Tree;
}

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const KINDS: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: "text",
  [TYPE.number]: "number",
  [TYPE.date]: "date",
  [TYPE.time]: "time",
  [TYPE.select]: "select",
  [TYPE.plural]: "plural",
  [TYPE.tag]: "tag",
};

/** "count:plural", "name:text", …: what a message asks its caller for, sorted. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      const kind = KINDS[el.type];
      if (kind && "value" in el) found.add(`${el.value}:${kind}`);
      if ("options" in el) for (const option of Object.values(el.options)) walk(option.value);
      if ("children" in el) walk(el.children);
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return [...found].sort();
}

describe.each(NAMESPACES)("messages/*/%s.json", (ns) => {
  const english = flatten(read("en", ns));

  it("has a file in every language", () => {
    for (const locale of LOCALES) {
      expect(fs.existsSync(path.join(ROOT, locale, `${ns}.json`))).toBe(true);
    }
  });

  it.each(LOCALES.filter((l) => l !== "en"))("%s has English's keys and arguments", (locale) => {
    const own = flatten(read(locale, ns));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    const differ = [...english].filter(
      ([key, message]) =>
        own.has(key) && argumentsOf(own.get(key)!).join() !== argumentsOf(message).join(),
    );
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it("parses as ICU in every language, with no empty message", () => {
    for (const locale of LOCALES) {
      for (const [key, message] of flatten(read(locale, ns))) {
        expect(() => parse(message)).not.toThrow();
        expect(`${locale} ${key}: ${message.trim() ? "ok" : "empty"}`).toBe(`${locale} ${key}: ok`);
      }
    }
  });
});

it("has no catalogue file that no namespace reads", () => {
  for (const locale of LOCALES) {
    const files = fs.readdirSync(path.join(ROOT, locale)).map((f) => f.replace(/\.json$/, ""));
    expect(files.sort()).toEqual([...NAMESPACES].sort());
  }
  expect(fs.readdirSync(ROOT).sort()).toEqual([...LOCALES].sort());
});

it("finds a missing key and a changed argument (the check itself)", () => {
  expect(argumentsOf("{count, plural, one {# punch} other {# punches}} for {name}")).toEqual([
    "count:plural",
    "name:text",
  ]);
  expect(argumentsOf("{count} punches")).toEqual(["count:text"]);
  expect(argumentsOf("<b>{name}</b>")).toEqual(["b:tag", "name:text"]);
});
