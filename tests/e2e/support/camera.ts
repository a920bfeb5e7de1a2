import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs } from "../../../playwright.config";
import { chromiumPath } from "../../../scripts/lib/chromium";
import type { TestUser } from "../../support/api";
import { signInAs, test } from "./fixtures";
import { qrY4m } from "./qr-media";
import { CustomerDashboard } from "./rewards-pages";

/**
 * A phone whose camera films a QR of `text`: a Chromium of its own with Chromium's fake camera
 * (a browser-wide switch, so not the test's browser), signed in as the customer, its dashboard's
 * scanner started. `scan` watches what follows; the browser is closed after it.
 */
export async function scanWithCamera(
  customer: TestUser,
  text: string,
  scan: (page: Page, dashboard: CustomerDashboard) => Promise<void>,
) {
  const video = join(mkdtempSync(join(tmpdir(), "punchcard-camera-")), "qr.y4m");
  qrY4m(text, video);
  const camera = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...chromiumArgs,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const phone = await camera.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
    });
    const page = await phone.newPage();
    await signInAs(page, customer);
    const dashboard = new CustomerDashboard(page);
    await dashboard.goto();
    await page.getByRole("tab", { name: "Scan QR" }).click();
    await page.getByTestId("scanner-start").click();
    await scan(page, dashboard);
  } finally {
    await camera.close();
  }
}
