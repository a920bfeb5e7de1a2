import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { Result } from "axe-core";

/** WCAG 2.2 A and AA, plus axe's best practices (landmarks, heading order, …). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const BLOCKING = new Set(["serious", "critical"]);

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
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  expect(
    blocking.length,
    `Accessibility problems on ${label}:\n\n${describeViolations(blocking)}\n`,
  ).toBe(0);
  const minor = violations.filter((v) => !BLOCKING.has(v.impact ?? ""));
  // Worth fixing but not blocking: listed so they are seen, not silently passed.
  if (minor.length)
    console.log(
      `[a11y] ${label}: ${minor.map((v) => `${v.impact} ${v.id} (${v.nodes.length})`).join(", ")}`,
    );
  return minor;
}
