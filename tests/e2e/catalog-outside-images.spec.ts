import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { png } from "../support/catalog";
import { unique } from "./support/catalog";
import { expect, signInAs, test } from "./support/fixtures";
import { AdminProductsPage, toast } from "./support/shop-page";

/** Another site, on 127.0.0.1 (the test server may fetch from there, production may not). */
let site: Server;
let base: string;

test.beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === "/photo.png") {
      return res.writeHead(200).end(png(120, 90, { rgb: [30, 160, 90], gradient: true }));
    }
    if (req.url === "/page.html") return res.writeHead(200).end("<!doctype html><p>Hello");
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => site.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  site.closeAllConnections();
  await new Promise((r) => site.close(r));
});

test("a gallery picture added by another site's address is stored on save and shows", async ({
  page,
  admin,
}) => {
  const blocked: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  await signInAs(page, admin);
  const products = new AdminProductsPage(page);
  await products.goto();
  const name = unique("Outside Picture");
  await page.getByTestId("p-name").fill(name);
  await page.getByTestId("p-description").fill("Pictured elsewhere");
  await page.getByTestId("p-stock").fill("3");
  await page.getByTestId("p-price").fill("4.50");

  // An address that is no picture is refused on save, with the reason.
  await page.getByTestId("gallery-url").fill(`${base}/page.html`);
  await page.getByTestId("gallery-add").click();
  await expect(page.getByTestId("gallery-pending")).toHaveText("Fetched on save");
  await page.getByTestId("p-submit").click();
  await expect(toast(page, "Could not fetch image: it is not a JPEG, PNG")).toBeVisible();
  await expect(products.row(name)).toHaveCount(0);

  await page.getByRole("button", { name: "Remove gallery image 1" }).click();
  await page.getByTestId("gallery-url").fill(`${base}/photo.png`);
  await page.getByTestId("gallery-add").click();
  await page.getByTestId("p-submit").click();
  await expect(toast(page, "Product Added")).toBeVisible();
  const row = products.row(name);
  await expect(row).toContainText("1 in gallery");

  // Editing shows the stored copy, loaded from our own site.
  await row.getByTestId("edit-product").click();
  const picture = page.getByTestId("gallery-grid").getByRole("img", { name: "Gallery image 1" });
  await expect(picture).toHaveAttribute("src", /uploads/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByTestId("gallery-grid")).not.toContainText("Failed to load");
  expect(blocked).toEqual([]);
});
