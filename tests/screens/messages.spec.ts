import type { Page } from "@playwright/test";
import { Pool } from "pg";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import { expect, hydrated, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

// Sending to everyone reaches a whole shop: on a private one, with its own three customers.
test.describe.configure({ mode: "serial", timeout: 480_000 });
let stack: IsolatedStack | undefined;

test.beforeAll(async () => {
  // A second app server and database take minutes to start on a busy machine.
  test.setTimeout(360_000);
  stack = await startIsolatedStack(300_000);
  const db = new Pool({ connectionString: stack.databaseUrl, max: 1 });
  for (let i = 0; i < 3; i++) {
    await db.query(
      `with u as (insert into users (username, name, role, password_hash) values ($1, $2, 'user', 'x') returning id)
       insert into punch_cards (user_id, punches, is_complete) select id, 0, false from u`,
      [`screens-customer-${i}`, `Customer ${i}`],
    );
  }
  await db.end();
});
test.afterAll(async () => {
  await stack?.close();
});

// Fifty characters each: the longest titles must wrap, never overflow.
const SENT = "Half-price muffins all Saturday, for our regulars!";
const LATER = "Our winter menu is here: come taste it on Saturday";

async function open(page: Page, path: string) {
  await hydrated(page, await page.goto(path));
}

async function campaign(page: Page, title: string, sendAt?: string) {
  const answer = await page.request.post("/api/campaigns", {
    data: {
      title,
      body: "Come by before noon, {name}: the first batch comes out of the oven at eight and the last one at eleven.",
      link: "/user/products",
      segment: { kind: "everyone" },
      ...(sendAt ? { sendAt } : {}),
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { campaign: { id: string } }).campaign.id;
}

test("/admin/messages, its new campaign form and a campaign's page at phone and desktop size", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: stack!.baseUrl });
  const page = await context.newPage();
  await signInAs(page, stack!.admin);

  // While it loads: the skeletons. The answers are held until the pictures are taken.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  for (const path of ["**/api/automations", "**/api/campaigns"]) {
    await page.route(path, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
  }
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await open(page, "/admin/messages");
    await expect(page.getByTestId("rows-loading").first()).toBeVisible();
    await snap(page, `admin-messages-loading-${size}.png`);
  }
  release();
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // No campaign yet: the empty state.
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await open(page, "/admin/messages");
    await expect(page.getByTestId("campaigns-empty")).toBeVisible();
    await snap(page, `admin-messages-empty-${size}.png`);
  }

  // No quiet hours, so "now" is now whatever the hour.
  const quiet = { quietHours: { start: "00:00", end: "00:00" } };
  expect((await page.request.put("/api/automations", { data: quiet })).status()).toBe(200);
  const sent = await campaign(page, SENT);
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(9, 0, 0, 0);
  const later = await campaign(page, LATER, tomorrow.toISOString());
  const cancelled = await campaign(page, "Cancelled before it went", tomorrow.toISOString());
  expect((await page.request.post(`/api/campaigns/${cancelled}/cancel`)).status()).toBe(200);
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/campaigns/${sent}`);
      return ((await answer.json()) as { campaign: { status: string } }).campaign.status;
    })
    .toBe("sent");

  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await open(page, "/admin/messages");
    await expect(page.getByTestId("campaign-row")).toHaveCount(3);
    await snap(page, `admin-messages-${size}.png`);
    // An automation open for editing, its placeholders and preview beside it.
    await page.getByTestId("automation-miss_you-edit").click();
    await expect(page.getByTestId("automation-miss_you-preview")).toBeVisible();
    await page.getByTestId("automation-miss_you-days").fill("0");
    await page.getByTestId("automation-miss_you-save").click();
    await expect(page.getByTestId("automation-miss_you-days-error")).toBeVisible();
    await page.getByTestId("automation-miss_you").scrollIntoViewIfNeeded();
    await snap(page, `admin-messages-editing-${size}.png`, { fullPage: false });

    await open(page, "/admin/messages/campaigns/new");
    await page.getByTestId("campaign-title").fill(SENT);
    await page
      .getByTestId("campaign-body")
      .fill("Come by before noon, {name}: the first batch comes out of the oven at eight.");
    await page.getByTestId("campaign-link").selectOption({ label: "Products" });
    await page.getByTestId("campaign-segment").selectOption("active");
    await page.getByTestId("campaign-when").selectOption("later");
    await expect(page.getByTestId("campaign-audience-count")).toBeVisible();
    await snap(page, `admin-messages-new-${size}.png`);
    await page.getByTestId("campaign-when").selectOption("now");
    await page.getByTestId("campaign-segment").selectOption("everyone");
    await expect(page.getByTestId("campaign-audience-count")).toHaveText("3 customers");
    await page.getByTestId("campaign-review").click();
    await expect(page.getByTestId("campaign-confirm")).toBeVisible();
    await snap(page, `admin-messages-confirm-${size}.png`, { fullPage: false });
    await page.keyboard.press("Escape");

    await open(page, `/admin/messages/campaigns/${sent}`);
    await expect(page.getByTestId("campaign-status").first()).toHaveText("Sent");
    await snap(page, `admin-messages-campaign-${size}.png`);
    await open(page, `/admin/messages/campaigns/${later}`);
    await expect(page.getByTestId("campaign-cancel")).toBeVisible();
    await snap(page, `admin-messages-campaign-scheduled-${size}.png`);
  }
  await context.close();
});
