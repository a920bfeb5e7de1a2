import type { Browser, Page } from "@playwright/test";
import QRCode from "qrcode";
import type { TestUser } from "../../support/api";
import { hydrated, signInAs, test } from "./fixtures";
import { CustomerDashboard } from "./rewards-pages";

/**
 * A phone's camera filming a QR: `getUserMedia` answers a 16:9 stream painted from a picture of
 * the code, so the scanner's own decode loop (zxing on the video's frames) reads it from its
 * first frame. Chromium's fake camera took a second browser (its switch is browser-wide) and,
 * on a busy machine, up to 45 s before a frame was decoded.
 */
function filmQr(picture: string) {
  const canvas = document.createElement("canvas");
  canvas.width = 640;
  canvas.height = 360;
  const image = new Image();
  image.src = picture;
  const camera = {
    deviceId: "test-camera",
    groupId: "test",
    kind: "videoinput",
    label: "Test camera",
    toJSON: () => ({}),
  } as MediaDeviceInfo;
  navigator.mediaDevices.enumerateDevices = async () => [camera];
  navigator.mediaDevices.getUserMedia = async () => {
    await image.decode();
    const context = canvas.getContext("2d")!;
    // Painted again and again: a canvas stream sends a frame only when the canvas changes.
    const paint = () => {
      context.fillStyle = "#a0a0a0";
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image, 170, 30, 300, 300);
      requestAnimationFrame(paint);
    };
    paint();
    return canvas.captureStream(30);
  };
}

/**
 * A phone whose camera films a QR of `text`: a context of its own, signed in as the customer,
 * its dashboard's scanner started. `scan` watches what follows; the context is closed after it.
 */
export async function scanWithCamera(
  browser: Browser,
  customer: TestUser,
  text: string,
  scan: (page: Page, dashboard: CustomerDashboard) => Promise<void>,
) {
  const picture = await QRCode.toDataURL(text, { errorCorrectionLevel: "H", margin: 4 });
  const phone = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    await phone.addInitScript(filmQr, picture);
    const page = await phone.newPage();
    await signInAs(page, customer);
    const dashboard = new CustomerDashboard(page);
    // Not the fixture's page: its navigations wait for React by hand.
    await hydrated(page, await page.goto("/user/dashboard"));
    await page.getByRole("tab", { name: "Scan QR" }).click();
    await page.getByTestId("scanner-start").click();
    await scan(page, dashboard);
  } finally {
    await phone.close();
  }
}
