import ts from "typescript";

// The catalogue keys a source file names, read from its syntax tree (TypeScript's own parser,
// so comments, imports and regular expressions are never mistaken for keys). What it reads:
//
// 1. "literal": a string written as a whole key, `"errors.rewards.enterToken"`: its first part
//    is a namespace (lib/i18n/catalogue.ts) and it is dotted words, not a file name
//    ("card.json"). lib/'s constants, `m("errors.tooLong", …)`, `text("errors.ui.error")`, a
//    translator's namespace ("card.dashboard"). It must be a message or a group of them.
// 2. "namespace": the namespace given to `useTranslations`, `getTranslations` (also
//    `{ namespace }`) and `translatorIn(locale, …)`, and each of an `IntlProvider`'s or
//    `intlProps`' namespaces: a group of messages.
// 3. "translator": a call `t("key")` (and `t.rich`, `t.markup`, `t.raw`) of a translator bound in
//    the same file, `const t = useTranslations("card")` or `= await getTranslations(…)`,
//    `translatorIn(locale, "messaging")`, `translatorFor(locale)` (alone, cast, or as one of
//    `await Promise.all([...])`'s results): the namespace and the key, a message.
//    A key picked by a condition of two strings (`t(on ? "on" : "off")`) is read as both.
//
//    A parameter is a translator too when its type says whose: `t: CardTranslate` (the `card`
//    namespace), `t: ReturnType<typeof useTranslations<"auth">>` or an alias of that type
//    declared in the file (`type AuthT = …`).
//
// Not read: keys built at run time (`t(\`tiers.${name}\`)`, a key from a table), translators
// inside objects (`{ t }: ProgramWords`), and `t.has(…)`, which asks whether a key exists.

export type NamedKey = {
  key: string;
  /** What the catalogue must hold there: a message, a group, or either (a whole literal). */
  as: "message" | "group" | "either";
  via: "literal" | "namespace" | "translator";
  line: number;
};

const FILE_NAME = /\.(json|tsx?|m?js|css|png|svg|webp|jpe?g|csv|html|txt|woff2?)$/;
const TRANSLATOR_MAKERS = new Set([
  "useTranslations",
  "getTranslations",
  "translatorIn",
  "translatorFor",
]);
const PROVIDERS = new Set(["IntlProvider", "intlProps"]);

const isString = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** The strings an argument can be: one string, or either side of a condition of two. */
function stringsOf(node: ts.Expression | undefined): string[] {
  if (!node) return [];
  if (isString(node)) return [node.text];
  if (ts.isConditionalExpression(node)) {
    const sides = [node.whenTrue, node.whenFalse];
    if (sides.every(isString)) return sides.map((side) => side.text);
  }
  return [];
}

/** `await x`, `(x)`, `x as unknown as Translate`, `x!`: x. */
function unwrap(node: ts.Expression): ts.Expression {
  if (
    ts.isAwaitExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isNonNullExpression(node)
  )
    return unwrap(node.expression);
  return node;
}

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression) ? call.expression.text : undefined;

/** The namespace a translator maker is given ("" for none: the whole catalogue), if written. */
function translatorNamespace(node: ts.Expression): string | null | undefined {
  const inner = unwrap(node);
  if (!ts.isCallExpression(inner)) return undefined;
  const name = calleeName(inner);
  if (!name || !TRANSLATOR_MAKERS.has(name)) return undefined;
  if (name === "translatorFor") return ""; // (locale): the whole catalogue
  const arg = name === "translatorIn" ? inner.arguments[1] : inner.arguments[0];
  if (!arg) return "";
  if (isString(arg)) return arg.text;
  if (ts.isObjectLiteralExpression(arg)) {
    for (const prop of arg.properties) {
      if (ts.isPropertyAssignment(prop) && prop.name.getText() === "namespace")
        return isString(prop.initializer) ? prop.initializer.text : null;
    }
    return "";
  }
  return null; // a namespace computed at run time: its keys are not read
}

// Translator types by name: a parameter of one is a translator of that namespace.
const TRANSLATOR_TYPES: Record<string, string> = { CardTranslate: "card" };
const TYPED = /useTranslations<"([^"]+)">/;

/** The namespace a parameter's type names: `ReturnType<typeof useTranslations<"auth">>`. */
function typeNamespace(type: ts.TypeNode | undefined, aliases: Map<string, string>) {
  if (!type) return undefined;
  const text = type.getText();
  return TRANSLATOR_TYPES[text] ?? aliases.get(text) ?? TYPED.exec(text)?.[1];
}

/** Translators bound in a file: each binding's name, namespace and the block it is in. */
function translators(source: ts.SourceFile) {
  const bound: { name: string; ns: string; scope: ts.Node }[] = [];
  const aliases = new Map<string, string>();
  for (const statement of source.statements) {
    const ns = ts.isTypeAliasDeclaration(statement) && TYPED.exec(statement.type.getText())?.[1];
    if (ns) aliases.set((statement as ts.TypeAliasDeclaration).name.text, ns);
  }
  const visit = (node: ts.Node) => {
    if (ts.isParameter(node) && ts.isIdentifier(node.name)) {
      const ns = typeNamespace(node.type, aliases);
      if (ns) bound.push({ name: node.name.text, ns, scope: node.parent });
    }
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const scope = node.parent.parent.parent;
      const ns = translatorNamespace(node.initializer);
      if (ts.isIdentifier(node.name) && typeof ns === "string")
        bound.push({ name: node.name.text, ns, scope });
      // const [a, t] = await Promise.all([read(), getTranslations("shop")])
      const init = unwrap(node.initializer);
      if (
        ts.isArrayBindingPattern(node.name) &&
        ts.isCallExpression(init) &&
        init.expression.getText() === "Promise.all" &&
        init.arguments[0] &&
        ts.isArrayLiteralExpression(init.arguments[0])
      ) {
        const items = init.arguments[0].elements;
        node.name.elements.forEach((element, i) => {
          const item = items[i];
          if (!ts.isBindingElement(element) || !ts.isIdentifier(element.name) || !item) return;
          const ns = translatorNamespace(item);
          if (typeof ns === "string") bound.push({ name: element.name.text, ns, scope });
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return bound;
}

/** The namespace of the translator `name` that a call at `node` sees, if one is bound. */
function resolve(node: ts.Node, name: string, bound: ReturnType<typeof translators>) {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    const here = bound.find((b) => b.name === name && b.scope === at);
    if (here) return here.ns;
  }
  return undefined;
}

export function namedKeys(source: ts.SourceFile, namespaces: readonly string[]): NamedKey[] {
  const found: NamedKey[] = [];
  const wholeKey = new RegExp(`^(${namespaces.join("|")})(\\.[A-Za-z0-9_]+)+$`);
  const bound = translators(source);
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const add = (key: string, as: NamedKey["as"], via: NamedKey["via"], node: ts.Node) =>
    found.push({ key, as, via, line: line(node) });

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isImportTypeNode(node) || ts.isExternalModuleReference(node)) return;
    if (isString(node) && wholeKey.test(node.text) && !FILE_NAME.test(node.text)) {
      if (!keyOfBoundTranslator(node)) add(node.text, "either", "literal", node);
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const ns = translatorNamespace(node);
      if (ns) add(ns, "group", "namespace", node);
      if (name && PROVIDERS.has(name)) namespacesOf(node.arguments[0], node);
      // t("key"), t.rich("key"), t.markup("key"), t.raw("key")
      const callee = node.expression;
      const target = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee) &&
            ts.isIdentifier(callee.expression) &&
            ["rich", "markup", "raw"].includes(callee.name.text)
          ? callee.expression.text
          : undefined;
      const of = target === undefined ? undefined : resolve(node, target, bound);
      if (of !== undefined) {
        for (const key of stringsOf(node.arguments[0]))
          add(of ? `${of}.${key}` : key, "message", "translator", node);
      }
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === "namespaces") {
      const tag = node.parent.parent;
      if (PROVIDERS.has(tag.tagName.getText()) && node.initializer) {
        const value = ts.isJsxExpression(node.initializer)
          ? node.initializer.expression
          : undefined;
        namespacesOf(value, node);
      }
    }
    ts.forEachChild(node, visit);
  };
  // "card.size" given to a translator of "adminSettings.program" is its key, not a whole one.
  const keyOfBoundTranslator = (node: ts.Node): boolean => {
    let call: ts.Node = node.parent;
    if (ts.isConditionalExpression(call)) call = call.parent;
    if (!ts.isCallExpression(call) || call.arguments[0] === undefined) return false;
    const callee = ts.isPropertyAccessExpression(call.expression)
      ? call.expression.expression
      : call.expression;
    if (!ts.isIdentifier(callee)) return false;
    return Boolean(resolve(call, callee.text, bound));
  };
  const namespacesOf = (list: ts.Expression | undefined, node: ts.Node) => {
    if (!list || !ts.isArrayLiteralExpression(list)) return;
    for (const item of list.elements)
      if (isString(item)) add(item.text, "group", "namespace", node);
  };
  visit(source);
  return found;
}
