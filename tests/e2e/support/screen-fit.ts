import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The screen fits its width: nothing makes the page scroll sideways. */
export async function expectFits(page: Page, name: string) {
  await page.waitForLoadState("load");
  const overflow = await page.evaluate(() => {
    const by = document.documentElement.scrollWidth - window.innerWidth;
    if (by <= 0) return null;
    // Name the culprits, so a failure says where to look.
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    return { by, wide };
  });
  expect(overflow, `${name} scrolls sideways`).toBeNull();
}
