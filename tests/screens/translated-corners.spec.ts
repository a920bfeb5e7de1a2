import sharp from "sharp";
import { ADMIN, signedIn } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

// The blog's categories in German (long words) and Arabic (mirrored), and the messages'
// preview with the shop's logo beside it, at phone and desktop size. The logo is taken away
// again at the end, so the other screens keep the app's own icons.
test.describe.configure({ mode: "serial" });

const LOCALES = ["de", "ar"] as const;

test.beforeAll(async () => {
  const admin = await signedIn(ADMIN);
  for (const category of ["Behind the Scenes", "Tips & Tricks"]) {
    await admin.post("/api/blog", {
      title: `A morning at the oven (${category})`,
      content: "We start at five. The first loaves come out at seven, the croissants at eight.",
      category,
      published: true,
    });
  }
});

for (const locale of LOCALES) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`/blogs in ${locale}`, async ({ page, admin }) => {
      await signInAs(page, admin);
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await page.goto("/blogs");
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.getByTestId("blog-post").first()).toBeVisible();
        await snap(page, `blogs-categories-${locale}-${size}.png`);
      }
    });

    test(`the messages' preview with the shop's logo in ${locale}`, async ({ page, admin }) => {
      await signInAs(page, admin);
      const logo = await sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" rx="48" fill="#7c2d12"/><circle cx="128" cy="128" r="72" fill="#fde68a"/></svg>',
        ),
      )
        .png()
        .toBuffer();
      const saved = await page.request.post("/api/program/logo", {
        multipart: { image: { name: "logo.png", mimeType: "image/png", buffer: logo } },
      });
      expect(saved.status()).toBe(201);
      try {
        for (const [size, viewport] of Object.entries(SIZES)) {
          await page.setViewportSize(viewport);
          await page.goto("/admin/messages/campaigns/new");
          const icon = page.getByTestId("campaign-preview-icon");
          await expect(icon).toHaveAttribute("src", /^\/uploads\//);
          await page.getByTestId("campaign-title").fill("A free {reward} for {name}");
          await snap(page, `campaign-preview-logo-${locale}-${size}.png`);
          await page.goto("/admin/messages");
          await page.getByTestId("automation-one_away-edit").click();
          await expect(page.getByTestId("automation-one_away-preview-icon")).toBeVisible();
          await snap(page, `automation-preview-logo-${locale}-${size}.png`);
        }
      } finally {
        await page.request.delete("/api/program/logo");
      }
    });
  });
}
