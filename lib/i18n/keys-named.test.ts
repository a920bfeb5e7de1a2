/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { NAMESPACES } from "./catalogue";
import { namedKeys, type NamedKey } from "@/tests/support/named-keys";

// Every catalogue key the code of app/, components/ and lib/ names is in the English catalogue
// (messages/en/<namespace>.json), so no screen, toast or API answer shows a key instead of its
// words. The patterns it reads are listed in tests/support/named-keys.ts. A typed translator's key is a
// type error already (i18n/messages.d.ts); this also reads the keys no type checks: lib/'s
// constants, `m()`, translators cast to `Translate`, namespaces given to a provider.
const ROOT = path.resolve(__dirname, "../..");
const FOLDERS = ["app", "components", "lib"];

type Tree = { [key: string]: string | Tree };

const ENGLISH: Tree = Object.fromEntries(
  NAMESPACES.map((ns) => [
    ns,
    JSON.parse(fs.readFileSync(path.join(ROOT, "messages", "en", `${ns}.json`), "utf8")) as Tree,
  ]),
);

/** What a key leads to in the English catalogue: a message, a group of them, or nothing. */
function lookUp(key: string): "message" | "group" | undefined {
  let at: string | Tree | undefined = ENGLISH;
  for (const part of key.split(".")) {
    if (typeof at !== "object" || !Object.hasOwn(at, part)) return undefined;
    at = at[part];
  }
  return typeof at === "string" ? "message" : "group";
}

/** Whether a named key is in the catalogue as what its use needs. */
function found(named: NamedKey): boolean {
  const kind = lookUp(named.key);
  if (named.as === "message") return kind === "message";
  if (named.as === "group") return kind === "group";
  return kind !== undefined;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests may name a key that is missing on purpose; they are not the app's code.
    if (!/\.tsx?$/.test(entry.name) || /\.(test|spec)\.tsx?$|\.test-support\.ts$/.test(full))
      return [];
    return [full];
  });
}

function scan(file: string, text = fs.readFileSync(file, "utf8")): NamedKey[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  return namedKeys(source, NAMESPACES);
}

const where = (file: string, named: NamedKey) =>
  `${path.relative(ROOT, file)}:${named.line} ${named.key}`;

describe("the keys the code names", () => {
  const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
  const named = files.flatMap((file) => scan(file).map((key) => ({ file, key })));

  it("are many: the scan reads the code's ways of naming a key", () => {
    const by = (as: NamedKey["via"]) => named.filter(({ key }) => key.via === as).length;
    expect(files.length).toBeGreaterThan(400);
    expect(by("literal")).toBeGreaterThan(300);
    expect(by("translator")).toBeGreaterThan(1000);
    expect(by("namespace")).toBeGreaterThan(200);
  });

  it("are all in the English catalogue", () => {
    const missing = named.filter(({ key }) => !found(key)).map(({ file, key }) => where(file, key));
    expect(missing).toEqual([]);
  });
});

describe("the scan", () => {
  const keysIn = (text: string) =>
    scan("x.tsx", text)
      .filter((k) => !found(k))
      .map((k) => k.key);

  it("finds a missing key in a constant, m(), a translator and a provider's namespaces", () => {
    expect(
      keysIn(`
        import { m } from "@/lib/i18n/text";
        export const GONE = "errors.rewards.noSuchSentence";
        export const gone = (n: number) => m("errors.rewards.noSuchEither", { n });
        export async function Page() {
          const t = await getTranslations("card.dashboard");
          const [x, shop] = await Promise.all([read(), getTranslations("shop")]);
          return <IntlProvider namespaces={["card", "nowhere"]}>{t("noSuchKey")}{shop(x ? "cart.title" : "noCart")}</IntlProvider>;
        }
        function Part() {
          const t = useTranslations("card");
          return t("title");
        }
        type AuthT = ReturnType<typeof useTranslations<"auth">>;
        const words = (t: AuthT, card: CardTranslate) => [t("noSuchAuthKey"), card("noSuchCardKey")];
      `),
    ).toEqual([
      "errors.rewards.noSuchSentence",
      "errors.rewards.noSuchEither",
      "nowhere",
      "card.dashboard.noSuchKey",
      "shop.noCart",
      "auth.noSuchAuthKey",
      "card.noSuchCardKey",
    ]);
  });

  it("leaves alone what names no key: imports, other strings, dynamic keys, t.has", () => {
    expect(
      keysIn(`
        import card from "@/messages/en/card.json";
        const file = "card.json";
        const url = "https://shop.example/card.title";
        function Part({ t }: { t: (k: string) => string }) {
          const own = useTranslations("card");
          return [t("notOurs"), own(\`tiers.\${name}\`), own.has("maybe"), "Some sentence."];
        }
      `),
    ).toEqual([]);
  });
});
