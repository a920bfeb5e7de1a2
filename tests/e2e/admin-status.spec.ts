import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import { expectToast } from "./support/admin-pages";
import { expect, signInAs, test } from "./support/fixtures";

const names = ["API Server", "Database Server", "Auth Service"];

test("shows all three services online, with response times and a ticking uptime", async ({
  page,
  admin,
}) => {
  await signInAs(page, admin);
  await page.goto("/admin/status");
  await expect(page.getByRole("heading", { name: "System Status" })).toBeVisible();
  await expect(page.getByTestId("overall-status")).toHaveText("All Systems Operational");
  await expect(page.getByTestId("services-online")).toContainText("3/3");
  for (const name of names) {
    const row = page.locator(`[data-testid=service][data-name="${name}"]`);
    await expect(row.getByTestId("service-status")).toHaveText("online");
    await expect(row.getByTestId("service-time")).toHaveText(/^\d+ ms$/);
  }
  const seconds = await page.getByTestId("uptime-seconds").textContent();
  await expect(page.getByTestId("uptime-seconds")).not.toHaveText(seconds!);
  await expect(page.getByTestId("open-live-site")).toHaveAttribute("target", "_blank");
  await expect(page.getByTestId("status-info")).toBeVisible();
  await page.getByTestId("refresh-status").click();
  await expectToast(page, "Status refreshed", "All Systems Operational");
});

test.describe("with a database that stops", () => {
  let stack: IsolatedStack | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    stack = await startIsolatedStack();
  });
  test.afterAll(async () => {
    await stack?.close();
  });

  test("shows the database offline when it is stopped", async ({ browser }) => {
    // A private app server on its own database: stopping it leaves every other test alone.
    const context = await browser.newContext({ baseURL: stack!.baseUrl });
    const page = await context.newPage();
    await signInAs(page, stack!.admin);
    await page.goto("/admin/status");
    await expect(page.getByTestId("overall-status")).toHaveText("All Systems Operational");
    const database = page.locator('[data-testid=service][data-name="Database Server"]');
    await expect(database.getByTestId("service-status")).toHaveText("online");

    await stack!.stopDatabase();
    await page.getByTestId("refresh-status").click();
    await expect(database.getByTestId("service-status")).toHaveText("offline");
    await expect(page.getByTestId("overall-status")).toHaveText("Issues Detected");
    await expect(
      page.locator('[data-testid=service][data-name="API Server"]').getByTestId("service-status"),
    ).toHaveText("online");
    await expectToast(page, "Issues Detected", "Database Server");
    await context.close();
  });
});
