import { expect, type Page } from "@playwright/test";

/** Opens a page that registers the service worker and waits until it controls the page. */
export async function visitWithServiceWorker(page: Page, path = "/offline") {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
    timeout: 30_000,
  });
}

/**
 * Client components have run: the service worker registration (components/pwa/register-sw)
 * sets `window.serwist` while hydrating. Then one frame for the install prompt's re-render.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => "serwist" in window);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** A PNG's width and height, from its IHDR chunk. */
export function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Makes the page believe it runs from the home screen (Playwright cannot emulate
 * display-mode): through the media query, or through iOS's navigator.standalone.
 * Pass to page.addInitScript.
 */
export function fakeStandalone(how: "display-mode" | "ios-flag") {
  if (how === "ios-flag") {
    Object.defineProperty(Navigator.prototype, "standalone", {
      get: () => true,
      configurable: true,
    });
    return;
  }
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    if (!query.includes("display-mode: standalone")) return original(query);
    const noop = () => undefined;
    return {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: noop,
      removeEventListener: noop,
      addListener: noop,
      removeListener: noop,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
