import type { Page } from "@playwright/test";
import { LOCALES, type Locale } from "../../lib/i18n/locales";
import { a11yProblems, WORD_RULES } from "./support/a11y";
import {
  adminScreens,
  customerScreens,
  publicScreens,
  posterScreens,
  shopLanguageScreens,
  staffScreens,
  type Screens,
} from "./support/a11y-screens";
import { expect, signInAs, test } from "./support/fixtures";

/**
 * axe on every screen, in every language, as whoever opens it: every rule in English at phone and
 * laptop size, and in the five other languages the rules whose outcome depends on the words
 * (WORD_RULES: names, labels and languages) at the size the screen's people use (sizesFor). The
 * rest (colours, structure, ARIA, focus) reads the same markup whatever the language, and the
 * colour contrast rule is most of axe's time. One test per role and language; each screen is
 * opened once (resized, not reloaded, for a second size), and every problem of a test is
 * reported at its end.
 * The states that need a click (dialogs, toasts, results) are in a11y.spec.ts.
 */
const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1280, height: 800 },
];

/** Client-loaded screens have drawn their data (skeletons gone). */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  await expect(page.locator("[data-slot=skeleton]")).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The sizes a screen is checked at: both in English; in the other languages, the size its
 * people use it at (a phone for customers, visitors and the counter, a laptop for the owner),
 * which keeps the sweep inside CI's time (CONTRIBUTING.md, "How long CI takes").
 */
const sizesFor = (locale: Locale, owner: boolean) =>
  locale === "en" ? SIZES : [owner ? SIZES[1]! : SIZES[0]!];

async function sweep(page: Page, { user, paths, ready }: Screens, locale: Locale, owner = false) {
  if (user) await signInAs(page, user);
  const rules = locale === "en" ? undefined : WORD_RULES;
  const problems: string[] = [];
  const sizes = sizesFor(locale, owner);
  for (const path of paths) {
    await page.setViewportSize(sizes[0]!);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await ready?.(page);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await settled(page);
      const found = await a11yProblems(page, `${path} in ${locale} at ${size.name} size`, {
        rules,
      });
      if (found) problems.push(found);
    }
  }
  expect(problems, `Accessibility problems:\n\n${problems.join("\n\n")}\n`).toEqual([]);
}

const ROLES = {
  anyone: publicScreens,
  customer: customerScreens,
  staff: staffScreens,
  "admin (first half)": () => adminScreens(0),
  "admin (second half)": () => adminScreens(1),
};

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    // The browser's language: no profile names one, so every screen follows it.
    test.use({ locale });
    for (const [role, screens] of Object.entries(ROLES)) {
      test(`every screen ${role} opens`, async ({ page }) => {
        test.setTimeout(240_000);
        await sweep(page, await screens(), locale, role.startsWith("admin"));
      });
    }
  });
}

test("the counter display and a printed sheet, in the shop's language", async ({ page }) => {
  await sweep(page, await shopLanguageScreens(), "en");
});

test("the counter's poster, in the shop's language", async ({ page }) => {
  await sweep(page, posterScreens(), "en", true);
});
