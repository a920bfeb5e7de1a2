import sharp from "sharp";
import { ADMIN, signedIn } from "../support/api";
import { png, upload } from "../support/catalog";
import { longName } from "../support/long-names";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { shoot, SIZES, snap } from "./shoot";

// The form is filled, never saved: the preview draws what the boxes hold. Only the logo is
// saved (it has its own call), and taken away at the end, as is the long shop name.
test.describe.configure({ mode: "serial" });

test("/admin/program at phone and desktop size, as it opens", async ({ page }) => {
  await signInAs(page, ADMIN);
  await shoot(page, "admin-program", "/admin/program");
});

test("/admin/program: a card of 8 with two rewards, a colour, a stamp icon and a logo, and long names", async ({
  page,
}) => {
  const admin = await signedIn(ADMIN);
  const before = (await admin.get<{ shopName: string }>("/api/settings")).body.shopName;
  await admin.put("/api/settings", { shopName: "The Corner Bakery and Coffee House of Old Town" });
  const logo = png(240, 240, { rgb: [214, 160, 60], gradient: true });
  await upload(
    admin,
    { name: "logo.png", type: "image/png", bytes: logo },
    "image",
    "/api/program/logo",
  );
  try {
    await signInAs(page, ADMIN);
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await page.goto("/admin/program");
      await page.getByTestId("program-cardSize").fill("8");
      await page.getByTestId("program-reward-add").click();
      await page.getByTestId("program-reward-0-at").fill("4");
      await page.getByTestId("program-reward-0-name").fill(longName("Free "));
      await page.getByTestId("program-reward-1-name").fill("Free coffee");
      await page.getByTestId("program-color-0f766e").click();
      await page.getByTestId("program-stamp-croissant").click();
      await page
        .getByTestId("program-terms")
        .fill("One reward per visit. Rewards cannot be exchanged for cash.");
      await expect(page.getByTestId("card-logo")).toBeVisible();
      // The preview is sticky beside the form: seen from the top, where the owner starts.
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, `admin-program-filled-${size}.png`);

      await page.getByTestId("program-color-custom").fill("#facc15");
      await expect(page.getByTestId("program-contrast")).toBeVisible();
      await page.getByTestId("program-save").click();
      await expect(page.getByTestId("program-color-custom")).toBeFocused();
      await snap(page, `admin-program-refused-${size}.png`);
    }
  } finally {
    await admin.delete("/api/program/logo");
    await admin.put("/api/settings", { shopName: before });
  }
});

// What a phone installs from a logo with its own transparency: each icon on a light and a dark
// home screen, the maskable one cut to a circle as Android does, and the notification badge.
test("the installed app's icons made from a logo", async ({ page }) => {
  const admin = await signedIn(ADMIN);
  const logo = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="190" fill="#9a3412"/><text x="200" y="250" font-size="150" font-family="sans-serif" font-weight="bold" fill="#fff" text-anchor="middle">BC</text></svg>`,
    ),
  )
    .png()
    .toBuffer();
  const answer = await upload(
    admin,
    { name: "logo.png", type: "image/png", bytes: logo },
    "image",
    "/api/program/logo",
  );
  const icons = (answer.body as unknown as { logoIcons: Record<string, string> }).logoIcons;
  try {
    await signInAs(page, ADMIN);
    await page.setViewportSize(SIZES.desktop);
    const tile = (name: string, src: string, style = "") =>
      `<figure><img src="${src}" width="128" height="128" style="${style}"><figcaption>${name}</figcaption></figure>`;
    const row = (background: string) =>
      `<div style="display:flex;gap:24px;padding:24px;background:${background};font:14px sans-serif;color:#888">${[
        tile("192", `/uploads/${icons["192"]}`),
        tile("512", `/uploads/${icons["512"]}`),
        tile("maskable (circle)", `/uploads/${icons.maskable}`, "border-radius:50%"),
        tile("maskable (square)", `/uploads/${icons.maskable}`, "border-radius:22%"),
        tile("apple 180", `/uploads/${icons.apple}`, "border-radius:22%"),
        tile("badge 96", `/uploads/${icons.badge}`, "background:#444"),
      ].join("")}</div>`;
    await page.goto("/admin/program");
    await page.setContent(`<body style="margin:0">${row("#ffffff")}${row("#1f2937")}</body>`);
    await snap(page, "app-icons-from-logo-desktop.png");
  } finally {
    await admin.delete("/api/program/logo");
  }
});
