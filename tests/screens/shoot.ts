import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

export const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export const DIR = join(process.cwd(), "test-results", "screens");

/**
 * The screen has settled: fonts and the pictures on screen loaded. Animations need no wait:
 * reduced motion (playwright.config.ts) ends them at once (app/globals.css).
 */
export async function settled(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy pictures below the fold never load, so only those on screen are waited for.
    const onScreen = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    });
    await Promise.all(
      onScreen.map((img) => (img.complete ? null : img.decode().catch(() => null))),
    );
  });
}

/** Saves a picture of the screen as it is now at its current size. */
export async function snap(page: Page, file: string, { fullPage = true } = {}) {
  mkdirSync(DIR, { recursive: true });
  await settled(page);
  await page.screenshot({ path: join(DIR, file), fullPage });
}

/** Saves full-page screenshots of the current screen at both sizes. */
export async function shoot(page: Page, name: string, path?: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    if (path) await page.goto(path);
    await snap(page, `${name}-${size}.png`);
  }
}
