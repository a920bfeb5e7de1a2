import type { Browser, Page } from "@playwright/test";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import { expectToast } from "./support/admin-pages";
import { expect, hydrated, signInAs, test } from "./support/fixtures";

// The owner changes the shop itself here, so it happens on a private app server and database:
// the shop name and rules every other test expects stay as they are. One worker starts one.
test.describe.configure({ mode: "serial" });
let stack: IsolatedStack | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startIsolatedStack();
});
test.afterAll(async () => {
  await stack?.close();
});

async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack!.baseUrl });
  const page = await context.newPage();
  await signInAs(page, stack!.admin);
  return page;
}

async function open(page: Page, path: string) {
  await hydrated(page, await page.goto(path));
}

const field = (page: Page, name: string) => page.getByTestId(`settings-${name}`);

test("the owner renames the shop at /admin/settings and the landing page shows it", async ({
  browser,
}) => {
  const page = await ownerPage(browser);
  await open(page, "/admin/dashboard");
  await page.getByTestId("tile-settings").click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await hydrated(page);
  for (const section of ["Shop", "Counter", "Earn rules"])
    await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();

  await field(page, "shopName").fill("Bean & Crumb");
  await page.getByTestId("settings-save").click();
  await expectToast(page, "Settings Updated");

  await open(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Bean & Crumb").first()).toBeVisible();
  await expect(page).toHaveTitle(/Bean & Crumb/);
  const manifest = await page.request.get("/manifest.webmanifest").then((r) => r.json());
  expect(manifest.name).toBe("Bean & Crumb");
  await page.context().close();
});

test("refused values show the schema's message under their field and are not saved", async ({
  browser,
}) => {
  const page = await ownerPage(browser);
  await open(page, "/admin/settings");
  const lifetime = await field(page, "tokenLifetimeMinutes").inputValue();
  const zone = await field(page, "timeZone").inputValue();
  await field(page, "tokenLifetimeMinutes").fill("0");
  await field(page, "timeZone").fill("Mars/Olympus");
  await page.getByTestId("settings-save").click();
  await expect(field(page, "tokenLifetimeMinutes-error")).toHaveText(
    "Token lifetime must be at least 1",
  );
  await expect(field(page, "timeZone-error")).toHaveText(
    "Time zone must be a place name from the list, such as Europe/London",
  );
  await expect(field(page, "tokenLifetimeMinutes")).toHaveAttribute("aria-invalid", "true");
  // Editing a field clears its message.
  await field(page, "tokenLifetimeMinutes").fill("15");
  await expect(field(page, "tokenLifetimeMinutes-error")).toHaveCount(0);

  await open(page, "/admin/settings");
  await expect(field(page, "tokenLifetimeMinutes")).toHaveValue(lifetime);
  await expect(field(page, "timeZone")).toHaveValue(zone);
  await page.context().close();
});

test("an earn rule is switched on with its number and a time zone picked, and both are kept", async ({
  browser,
}) => {
  const page = await ownerPage(browser);
  await open(page, "/admin/settings");
  const rule = page.getByTestId("rule-maxPunchesPerDay");
  await expect(rule).toContainText("A customer can collect at most this many punches in one day.");
  await expect(field(page, "maxPunchesPerDay-off")).toBeVisible();
  await field(page, "maxPunchesPerDay-switch").click();
  await expect(field(page, "maxPunchesPerDay-off")).toHaveCount(0);
  await field(page, "maxPunchesPerDay").fill("4");
  // The cooldown starts off in a new shop; the review threshold starts on at Square's 5.
  await expect(field(page, "reviewPunchesPerDay")).toHaveValue("5");
  await field(page, "reviewPunchesPerDay-switch").click();
  await field(page, "timeZone").fill("Europe/Lisbon");
  await page.getByTestId("settings-save").click();
  await expectToast(page, "Settings Updated");

  await open(page, "/admin/settings");
  await expect(field(page, "maxPunchesPerDay")).toHaveValue("4");
  await expect(field(page, "reviewPunchesPerDay-off")).toBeVisible();
  await expect(field(page, "timeZone")).toHaveValue("Europe/Lisbon");
  const saved = await page.request.get("/api/settings").then((r) => r.json());
  expect(saved).toMatchObject({
    maxPunchesPerDay: 4,
    reviewPunchesPerDay: null,
    timeZone: "Europe/Lisbon",
  });
  await page.context().close();
});
