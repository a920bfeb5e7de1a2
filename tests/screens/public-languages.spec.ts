import type { Browser } from "@playwright/test";
import { insertToken } from "../support/rewards";
import { expect, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

// The public pages in the languages that stretch them most: Arabic on a phone (mirrored) and
// German on a laptop (long words). A browser context with a locale sends its Accept-Language,
// which a visitor's first screen follows.
const LOOKS = [
  { locale: "ar", size: "phone", dir: "rtl" },
  { locale: "de", size: "desktop", dir: "ltr" },
] as const;

async function visitor(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, reducedMotion: "reduce" });
  return { context, page: await context.newPage() };
}

test("the landing page, FAQ, sign-in and join in Arabic (phone) and German (laptop)", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const { locale, size, dir } of LOOKS) {
    const { context, page } = await visitor(browser, locale);
    await page.setViewportSize(SIZES[size]);
    const token = await insertToken();
    for (const [name, path] of [
      ["landing", "/"],
      ["faq", "/faq"],
      ["login", "/login"],
      ["join", `/join?token=${token}`],
      ["join-no-token", "/join"],
      ["offline", "/offline"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await snap(page, `public-${name}-${locale}-${size}.png`);
    }
    await context.close();
  }
});
