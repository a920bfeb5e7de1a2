import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { Result } from "axe-core";

/** WCAG 2.2 A and AA, plus axe's best practices (landmarks, heading order, …). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const BLOCKING = new Set(["serious", "critical"]);
/**
 * Label in name (WCAG 2.5.3, level A: a control's name contains the words it shows) is a
 * standard rule from axe-core 4.14 on; the axe-core @axe-core/playwright 4.13 bundles still
 * calls it experimental, and a run by tags leaves experimental rules out.
 */
const STANDARD = { rules: { "label-content-name-mismatch": { enabled: true } } };

/** One line per broken rule and one per element, with axe's own explanation of the fix. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `    - ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`,
        )
        .join("\n");
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : "";
      return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}${more}`;
    })
    .join("\n\n");
}

/**
 * Runs axe on the page as it is now (open dialogs included) and fails on any serious or
 * critical violation. `exclude` takes CSS selectors of third-party parts we do not render.
 */
export async function checkA11y(page: Page, { exclude = [] as string[], label = page.url() } = {}) {
  const { blocking, minor } = await runAxe(page, exclude);
  expect(
    blocking.length,
    `Accessibility problems on ${label}:\n\n${describeViolations(blocking)}\n`,
  ).toBe(0);
  logMinor(label, minor);
  return minor;
}

/**
 * The serious and critical violations on the page as it is now, described (empty when none),
 * for a test that looks at many screens and reports them all at its end.
 */
export async function a11yProblems(
  page: Page,
  label: string,
  { rules }: { rules?: readonly string[] } = {},
): Promise<string> {
  const { blocking, minor } = await runAxe(page, [], rules);
  logMinor(label, minor);
  return blocking.length ? `${label}:\n${describeViolations(blocking)}` : "";
}

/**
 * The rules whose outcome depends on the words on the screen (names, labels, languages, and the
 * size of what a word fills): what a translation can break where English passed.
 */
export const WORD_RULES = [
  "label-content-name-mismatch",
  "button-name",
  "link-name",
  "input-button-name",
  "aria-command-name",
  "aria-input-field-name",
  "aria-toggle-field-name",
  "aria-meter-name",
  "aria-progressbar-name",
  "aria-tooltip-name",
  "aria-dialog-name",
  "label",
  "select-name",
  "summary-name",
  "image-alt",
  "input-image-alt",
  "role-img-alt",
  "svg-img-alt",
  "frame-title",
  "document-title",
  "html-has-lang",
  "html-lang-valid",
  "valid-lang",
  "html-xml-lang-mismatch",
  "empty-heading",
  "empty-table-header",
] as const;

async function runAxe(page: Page, exclude: string[], rules?: readonly string[]) {
  // No half-faded text to read as low contrast: the tests ask for reduced motion
  // (playwright.config.ts), under which every animation and transition ends at once
  // (app/globals.css) and the charts draw without one.
  // A transition still counts until the next frame, even cut to nothing: a button leaving its
  // pending state read half-faded (2.47:1) once, on a busy machine. Axe reads what is left
  // once every running transition and animation has finished.
  // (A spinner's endless animation never finishes: only those that end are waited for.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page });
  builder = rules ? builder.withRules([...rules]) : builder.options(STANDARD).withTags(TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  return { blocking, minor: violations.filter((v) => !BLOCKING.has(v.impact ?? "")) };
}

// Worth fixing but not blocking: listed so they are seen, not silently passed.
function logMinor(label: string, minor: Result[]) {
  if (minor.length)
    console.log(
      `[a11y] ${label}: ${minor.map((v) => `${v.impact} ${v.id} (${v.nodes.length})`).join(", ")}`,
    );
}
