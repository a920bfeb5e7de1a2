// Which Chromium the browser tests and scripts drive: Playwright (both configs), the fake
// camera's own browser, the PWA test, Lighthouse and the screenshots. One rule in one place, so
// a machine without Debian's package (a Mac, say) needs one variable, or none.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const DEBIAN = "/usr/bin/chromium";

/**
 * CHROMIUM_PATH when it is set; else Debian's Chromium where it is installed (our machines and
 * CI, where `npx playwright install` cannot download a browser); else Playwright's own browser,
 * which `npx playwright install chromium` downloads. `env` and `exists` are for its test.
 */
export function chromiumPath({
  env = process.env,
  exists = existsSync,
}: {
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
} = {}): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  if (exists(DEBIAN)) return DEBIAN;
  return chromium.executablePath();
}
