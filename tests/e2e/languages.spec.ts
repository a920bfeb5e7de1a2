import type { Browser, Page } from "@playwright/test";
import arJoin from "../../messages/ar/join.json";
import esJoin from "../../messages/es/join.json";
import { createUser, uniqueName } from "../support/api";
import { expect, hydrated, signInAs, test } from "./support/fixtures";

// A walk-in whose phone reads Spanish or Arabic joins from the counter's QR (the counter
// itself speaks the shop's English) and sees their card in their own language, mirrored in
// Arabic. Each screen's words are proved by component and API tests; this is the journey.

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function counterQr(page: Page) {
  await signInAs(page, await createUser({ role: "staff" }));
  await page.goto("/counter");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("counter-display")).toHaveAttribute("data-status", "live");
  const img = page.getByTestId("counter-qr").locator("img");
  await expect(img).toHaveAttribute("data-qr-value", /token=/);
  return (await img.getAttribute("data-qr-value"))!;
}

async function joinIn(browser: Browser, url: string, locale: string) {
  const context = await browser.newContext({ ...phone, locale });
  const walkIn = await context.newPage();
  await hydrated(walkIn, await walkIn.goto(url));
  await expect(walkIn).toHaveURL(/\/join\?token=/);
  await walkIn.getByTestId("join-username").fill(uniqueName("walkin"));
  await expect(walkIn.getByTestId("join-username-free")).toBeVisible();
  await walkIn.getByTestId("join-method-password").click();
  await walkIn.getByTestId("join-password").fill("first-visit");
  return { context, walkIn };
}

test("a walk-in whose phone reads Spanish joins from the counter QR and sees their card in Spanish", async ({
  page,
  browser,
}) => {
  const url = await counterQr(page);
  const { context, walkIn } = await joinIn(browser, url, "es-ES");
  await expect(walkIn.locator("html")).toHaveAttribute("lang", "es");
  await expect(walkIn.getByRole("heading", { name: esJoin.title })).toBeVisible();
  await expect(walkIn.getByTestId("join-submit")).toHaveText(esJoin.form.submit);
  await walkIn.getByTestId("join-submit").click();

  await expect(walkIn).toHaveURL(/\/user\/dashboard/);
  await expect(walkIn.locator("html")).toHaveAttribute("lang", "es");
  await expect(walkIn.getByTestId("punch-count")).toHaveText("1 / 10");
  await expect(walkIn.getByTestId("punches-to-go")).toContainText("9 sellos más");
  await context.close();
});

test("a walk-in whose phone reads Arabic joins on a mirrored page and sees their card in Arabic", async ({
  page,
  browser,
}) => {
  const url = await counterQr(page);
  const { context, walkIn } = await joinIn(browser, url, "ar-EG");
  await expect(walkIn.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(walkIn.getByRole("heading", { name: arJoin.title })).toBeVisible();
  // Mirrored: the form reads right to left.
  await expect(walkIn.getByTestId("join-username")).toHaveCSS("direction", "rtl");
  await walkIn.getByTestId("join-submit").click();

  await expect(walkIn).toHaveURL(/\/user\/dashboard/);
  await expect(walkIn.locator("html")).toHaveAttribute("lang", "ar");
  await expect(walkIn.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(walkIn.getByTestId("punch-count")).toContainText("10");
  await expect(walkIn.getByTestId("punches-to-go")).toContainText("9");
  await expect(walkIn.getByTestId("punches-to-go")).not.toContainText("more punches");
  await context.close();
});
