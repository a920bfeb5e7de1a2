import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

export const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
const DIR = join(process.cwd(), "test-results", "screens");

/** Saves full-page screenshots of the current screen at both sizes. */
export async function shoot(page: Page, name: string, path?: string) {
  mkdirSync(DIR, { recursive: true });
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    if (path) await page.goto(path);
    await page.waitForLoadState("load");
    await page.waitForTimeout(700);
    await page.screenshot({ path: join(DIR, `${name}-${size}.png`), fullPage: true });
  }
}
