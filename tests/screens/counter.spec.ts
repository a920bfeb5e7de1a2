import type { Page } from "@playwright/test";
import { createUser, signedIn, sql } from "../support/api";
import { longName } from "../support/long-names";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { snap } from "./shoot";

const SIZES = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1024, height: 768 },
  "tablet-wide": { width: 1280, height: 800 },
} as const;

async function redeemShown(page: Page, customer: { username: string; password: string }) {
  const qr = page.getByTestId("counter-qr");
  await expect(qr.locator("img")).toHaveAttribute("data-qr-value", /token=/);
  const tokenId = await qr.getAttribute("data-token");
  const client = await signedIn(customer);
  expect((await client.post("/api/token/use", { tokenId })).status).toBe(200);
}

test("the counter display at phone and tablet sizes: QR, a redemption, a full card", async ({
  page,
}) => {
  await signInAs(page, await createUser({ role: "staff" }));
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto("/counter");
    await expect(page.getByTestId("counter-display")).toHaveAttribute("data-status", "live");
    await expect(page.getByTestId("counter-qr").locator("img")).toBeVisible();
    await snap(page, `counter-${size}.png`, { fullPage: false });

    await redeemShown(page, await createUser({ username: `maya${size.length}x`, punches: 6 }));
    await expect(page.getByTestId("counter-count")).toHaveText("7 of 10");
    await snap(page, `counter-redeemed-${size}.png`, { fullPage: false });

    await page.reload();
    await expect(page.getByTestId("counter-display")).toHaveAttribute("data-status", "live");
    await redeemShown(page, await createUser({ punches: 9 }));
    await expect(page.getByText("Card Complete!")).toBeVisible();
    await snap(page, `counter-complete-${size}.png`, { fullPage: false });

    await page.context().setOffline(true);
    await expect(page.getByTestId("counter-banner")).toBeVisible();
    await page.getByTestId("counter-later").click();
    await snap(page, `counter-offline-${size}.png`, { fullPage: false });
    await page.context().setOffline(false);
  }
});

test("a refused scan on the counter display, with a 50-character name", async ({ page }) => {
  await signInAs(page, await createUser({ role: "staff" }));
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto("/counter");
    await expect(page.getByTestId("counter-display")).toHaveAttribute("data-status", "live");
    const qr = page.getByTestId("counter-qr");
    await expect(qr.locator("img")).toHaveAttribute("data-qr-value", /token=/);
    const blocked = await createUser({ username: longName(`blocked${size.length}`) });
    await sql().query("update users set earning_blocked_at = now() where id = $1", [blocked.id]);
    const client = await signedIn(blocked);
    const tokenId = await qr.getAttribute("data-token");
    expect((await client.post("/api/token/use", { tokenId })).status).toBe(403);
    await expect(page.getByTestId("counter-refused")).toBeVisible();
    await snap(page, `counter-refused-${size}.png`, { fullPage: false });
  }
});
