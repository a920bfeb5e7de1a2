import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { ADMIN, createUser, signedIn } from "../support/api";
import { ADMIN_SCREENS as SCREENS } from "../e2e/support/admin-pages";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { SIZES } from "./shoot";

const DIR = join(process.cwd(), "test-results", "screens");

/** Where the header's parts sit and how big the title is: equal on every admin screen. */
async function headerGeometry(page: Page) {
  const main = page.locator("main").first();
  const title = main.locator("header h1").first();
  await expect(title).toBeVisible();
  const box = async (selector: string) => {
    const found = main.locator(selector).first();
    return (await found.count()) ? await found.boundingBox() : null;
  };
  const mainBox = await main.boundingBox();
  const titleBox = await title.boundingBox();
  const back = await box("header [data-testid=back-link]");
  return {
    mainX: Math.round(mainBox!.x),
    mainWidth: Math.round(mainBox!.width),
    titleX: Math.round(titleBox!.x),
    titleSize: await title.evaluate((el) => getComputedStyle(el).fontSize),
    backX: back ? Math.round(back.x) : null,
    backY: back ? Math.round(back.y) : null,
    backHeight: back ? Math.round(back.height) : null,
  };
}

test("every admin screen has the same header, back link, title size and frame width", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const customer = await createUser();
  const ticket = await (
    await signedIn(customer)
  ).post<{ id: string }>("/api/tickets", { subject: "Where is my card?", message: "Hello" });
  expect(ticket.status).toBe(201);

  const screens = [
    "/admin/dashboard",
    ...SCREENS.map((name) => `/admin/${name}`),
    "/admin/review",
    `/admin/users/${customer.id}`,
    `/admin/tickets/${ticket.body.id}`,
    "/admin/profile",
  ];
  await signInAs(page, ADMIN);
  mkdirSync(DIR, { recursive: true });

  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    const shots: { name: string; file: string }[] = [];
    const seen: (Awaited<ReturnType<typeof headerGeometry>> & { path: string })[] = [];
    for (const path of screens) {
      await page.goto(path);
      seen.push({ path, ...(await headerGeometry(page)) });
      const name =
        path.split("/").slice(2, 3).join("") + (/(tickets|users)\//.test(path) ? "-id" : "");
      const file = join(DIR, `admin-header-${name}-${size}.png`);
      await page.screenshot({
        path: file,
        clip: { x: 0, y: 0, width: viewport.width, height: 260 },
      });
      shots.push({ name: path, file });
    }

    // One sheet per size, to look at all headers together.
    const sheet = await page.context().newPage();
    await sheet.setViewportSize({ width: viewport.width + 40, height: 800 });
    await sheet.setContent(
      `<body style="margin:0;font:14px sans-serif;background:#ddd">${shots
        .map(
          (s) =>
            `<div style="padding:4px 20px">${s.name}</div><img style="display:block;margin:0 20px 12px;border:1px solid #999" src="data:image/png;base64,${readFileSync(s.file).toString("base64")}">`,
        )
        .join("")}</body>`,
    );
    await sheet.screenshot({ path: join(DIR, `admin-headers-${size}.png`), fullPage: true });
    await sheet.close();

    const [dashboard, ...others] = seen;
    for (const screen of seen) {
      expect(screen, screen.path).toMatchObject({
        mainX: dashboard!.mainX,
        mainWidth: dashboard!.mainWidth,
        titleX: dashboard!.titleX,
        titleSize: dashboard!.titleSize,
      });
    }
    const first = others[0]!;
    for (const screen of others) {
      expect(screen.backX, screen.path).toBe(first.backX);
      expect(screen.backY, screen.path).toBe(first.backY);
      expect(screen.backHeight, screen.path).toBe(first.backHeight);
    }
  }
});

test("the counter's staff screens have one <main> and the admin header, alike on each", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const staff = await createUser({ role: "staff" });
  await signInAs(page, staff);
  const made = await page.request.post("/api/token-batches", {
    data: { count: 3, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), label: "Till" },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const screens = [
    "/counter/codes",
    "/counter/customers",
    "/counter/batches",
    `/counter/batches/${id}/print`,
  ];

  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    const seen: (Awaited<ReturnType<typeof headerGeometry>> & { path: string })[] = [];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.locator("main"), path).toHaveCount(1);
      seen.push({ path, ...(await headerGeometry(page)) });
    }
    const [first] = seen;
    for (const screen of seen) {
      expect(screen, `${screen.path} at ${size}`).toMatchObject({
        mainX: first!.mainX,
        mainWidth: first!.mainWidth,
        titleX: first!.titleX,
        titleSize: first!.titleSize,
      });
    }
  }
});
