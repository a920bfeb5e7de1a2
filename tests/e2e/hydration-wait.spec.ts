import { expect, test } from "./support/fixtures";

test("a screen that never becomes interactive fails the test at once, naming its address", async ({
  page,
}) => {
  // Without its scripts the page paints but React never hydrates it.
  await page.route("**/_next/static/chunks/**", (route) => route.abort());
  const failure = await page.goto("/login", { timeout: 5_000 }).then(
    () => null,
    (error: Error) => error,
  );
  expect(failure?.message).toMatch(/\/login did not hydrate within 5000 ms/);
});

test("answers that are not pages have nothing to hydrate", async ({ page }) => {
  const response = await page.goto("/manifest.webmanifest");
  expect(response?.headers()["content-type"]).toContain("json");
});
