import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../../playwright.config";
import { chromiumPath } from "../../scripts/lib/chromium";
import { createUser } from "../support/api";
import { expect, signInAs, test } from "./support/fixtures";
import { fakeStandalone, pngSize, visitWithServiceWorker } from "./support/pwa";

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

test.describe("installable app", () => {
  test("Chromium itself reports no installability errors", async ({ baseURL }) => {
    // Chromium never offers to install from an incognito profile, and every Playwright
    // context is one: a real profile on disk is needed for an honest answer.
    const profile = mkdtempSync(join(tmpdir(), "punchcard-profile-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: chromiumArgs,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      for (const path of ["/login", "/offline"]) {
        await page.goto(path);
        const cdp = await context.newCDPSession(page);
        const manifest = await cdp.send("Page.getAppManifest");
        expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
        expect(manifest.errors).toEqual([]);
        const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
        expect(installabilityErrors, `${path}: ${JSON.stringify(installabilityErrors)}`).toEqual(
          [],
        );
        await cdp.detach();
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test("the manifest names the app and its icons load at their declared sizes", async ({
    request,
  }) => {
    const answer = await request.get("/manifest.webmanifest");
    expect(answer.status()).toBe(200);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      scope: string;
      theme_color: string;
      background_color: string;
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({
      name: "Punchcard",
      short_name: "Punchcard",
      display: "standalone",
      scope: "/",
    });
    expect(manifest.start_url).toBe("/user/dashboard");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

    const declared = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? "any"}`).sort();
    expect(declared).toEqual([
      "192x192 any",
      "192x192 maskable",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"]).toBe(icon.type);
      const { width, height } = pngSize(await file.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  test("pages carry the tags Safari on iOS reads, an Apple touch icon and a favicon", async ({
    page,
    request,
  }) => {
    await page.goto("/offline");
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute(
      "content",
      "yes",
    );
    await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
      "content",
      "Punchcard",
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#/);
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    const icon = await request.get(touchIcon!);
    expect(pngSize(await icon.body())).toEqual({ width: 180, height: 180 });
    const favicon = await request.get("/favicon.ico");
    expect(favicon.status()).toBe(200);
    expect((await favicon.body()).readUInt16LE(2)).toBe(1); // an ICO file
  });
});

test.describe("offline", () => {
  test("after a first visit, a page opened offline shows the offline page, not the browser's error", async ({
    page,
    context,
  }) => {
    await visitWithServiceWorker(page);
    await context.setOffline(true);
    for (const path of ["/user/dashboard", "/login", "/leaderboard"]) {
      await page.goto(path);
      await expect(page.getByTestId("offline-title")).toHaveText("You're offline");
      // The page asked for keeps its address, so 'Try again' reloads that page.
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await expect(page.getByTestId("offline-works")).toContainText("What still works");

    // Back online, the page reloads by itself: a signed-out visitor then lands on the login.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fleaderboard/);
  });

  test("the installed app shows the last card it saw, read-only, when it opens offline", async ({
    page,
    context,
  }) => {
    const customer = await createUser({ punches: 3 });
    await page.addInitScript(fakeStandalone, "display-mode" as const);
    await signInAs(page, customer);
    await visitWithServiceWorker(page, "/user/dashboard");
    await expect(page.getByTestId("punch-count")).toHaveText("3 / 10");

    await context.setOffline(true);
    await page.goto("/user/dashboard");
    await expect(page.getByTestId("offline-title")).toBeVisible();
    const card = page.getByTestId("offline-card");
    await expect(card).toContainText(customer.username);
    await expect(card.getByTestId("offline-card-punches")).toHaveText("3 / 10");
    await expect(card.getByTestId("offline-card-saved")).toContainText("As of");
    await context.setOffline(false);

    // Back online, the offline page reloads the dashboard by itself (a goto here would race
    // that reload). Signing out takes the card off the phone.
    await expect(page.getByTestId("punch-count")).toHaveText("3 / 10");
    await page.getByTestId("logout").click();
    await expect(page).toHaveURL(/\/login/);
    await context.setOffline(true);
    await page.goto("/user/dashboard");
    await expect(page.getByTestId("offline-title")).toBeVisible();
    await expect(page.getByTestId("offline-card")).toHaveCount(0);
    // Back online, the offline page reloads itself: signed out, it lands on the login. Waited
    // for, so the test does not end in the middle of that reload.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/login/);
  });

  test("a browser tab keeps no card for the offline page", async ({ page, context, customer }) => {
    await signInAs(page, customer);
    await visitWithServiceWorker(page, "/user/dashboard");
    await expect(page.getByTestId("punch-count")).toBeVisible();
    await context.setOffline(true);
    await page.goto("/user/dashboard");
    await expect(page.getByTestId("offline-title")).toBeVisible();
    await expect(page.getByTestId("offline-card")).toHaveCount(0);
    // Back online, the offline page reloads itself into the card: waited for, since a test
    // that ends in the middle of that reload leaves its browser context hanging on close.
    await context.setOffline(false);
    await expect(page.getByTestId("punch-count")).toBeVisible();
  });

  test("a signed-in API answer is never served from the cache after logout", async ({
    page,
    context,
    customer,
  }) => {
    await visitWithServiceWorker(page);
    await signInAs(page, customer);
    const me = () =>
      page.evaluate(async () => {
        try {
          const answer = await fetch("/api/rewards/me");
          return { status: answer.status, body: await answer.text() };
        } catch {
          return { status: 0, body: "" };
        }
      });

    const signedIn = await me();
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toContain(customer.username);
    // The customer's own screen, opened while signed in, through the service worker.
    await page.goto("/user/dashboard");
    await expect(page.getByText(customer.username).first()).toBeVisible();

    const logout = await page.evaluate(
      async () => (await fetch("/api/auth/logout", { method: "POST" })).status,
    );
    expect(logout).toBe(200);
    expect(await me()).toEqual({ status: 401, body: expect.stringContaining("unauthorized") });

    // Offline, nothing of theirs is left to show: the API call fails, the page is the offline page.
    await context.setOffline(true);
    expect((await me()).status).toBe(0);
    await page.goto("/user/dashboard");
    await expect(page.getByTestId("offline-title")).toBeVisible();
    await expect(page.getByText(customer.username)).toHaveCount(0);

    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(stored).toContain("/offline");
    expect(stored.filter((path) => path.startsWith("/api/") || path.startsWith("/user/"))).toEqual(
      [],
    );
  });

  test("a new version waiting to take over is offered with a reload", async ({ page }) => {
    await visitWithServiceWorker(page);
    const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    // A deploy changes the worker; a different script address is the same thing to the browser.
    await page.evaluate(() =>
      navigator.serviceWorker.register("/sw.js?deploy=next", { scope: "/", type: "module" }),
    );
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "New version available" });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    // It waits: the old version still runs this page until the person chooses.
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(before);

    const reloaded = page.waitForEvent("load");
    await toast.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    // The new version now runs the page. (The page then registers /sw.js again, which to the
    // browser is one more new version: a staging artefact, so no check on toasts after this.)
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
      .toMatch(/deploy=next$/);
  });
});

test("the next person signing in on a shared phone never sees the previous person's card", async ({
  page,
}) => {
  const first = await createUser();
  const second = await createUser();
  await visitWithServiceWorker(page);
  await signInAs(page, first);
  await page.goto("/user/dashboard");
  await expect(page.getByText(first.username).first()).toBeVisible();
  await page.evaluate(() => fetch("/api/auth/logout", { method: "POST" }));
  await signInAs(page, second);
  await page.goto("/user/dashboard");
  await expect(page.getByText(second.username).first()).toBeVisible();
  await expect(page.getByText(first.username)).toHaveCount(0);
  const body = await page.evaluate(async () => (await fetch("/api/rewards/me")).text());
  expect(body).toContain(second.username);
  expect(body).not.toContain(first.username);
});
