import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { createUser, sql } from "../support/api";
import { settleLedger } from "../support/rewards";
import { expect, signInAs, test } from "./support/fixtures";

// A week long ago that only this test writes to: its figures are known whatever else runs.
const WEEK = { from: "2023-02-06", to: "2023-02-12" };
const NEXT_WEEK = { from: "2023-02-13", to: "2023-02-19" };

async function seedWeek() {
  const customer = await createUser();
  await sql().query(
    `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, created_at) values
      ($1, 'token', 1, 5, '2023-02-07T10:00Z'), ($1, 'token', 1, 5, '2023-02-08T10:00Z'),
      ($1, 'code', 0, 25, '2023-02-08T10:05Z')`,
    [customer.id],
  );
  // The daily counts the reward transactions would have kept (the shared shop is in UTC).
  await sql().query(
    `insert into earn_days (user_id, day, punches, codes) values
      ($1, '2023-02-07', 1, 0), ($1, '2023-02-08', 1, 1)`,
    [customer.id],
  );
  await settleLedger(customer.id);
}

test("the owner opens analytics, changes the range and downloads a chart's numbers", async ({
  page,
  admin,
}) => {
  await seedWeek();
  await signInAs(page, admin);
  await page.goto("/admin/dashboard");
  await page.getByTestId("tile-analytics").click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByTestId("range-30d")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("figures")).toBeVisible();

  const figure = (key: string) => page.getByTestId(`figure-${key}`).getByTestId("figure-value");
  async function choose(range: { from: string; to: string }) {
    await page.getByTestId("range-custom").click();
    await page.getByTestId("range-from").fill(range.from);
    await page.getByTestId("range-to").fill(range.to);
    await page.getByTestId("range-apply").click();
    await expect(page.getByTestId("range-shown")).toContainText(`${range.from} to ${range.to}`);
  }

  await choose(WEEK);
  await expect(figure("punches")).toHaveText("2");
  await expect(figure("codes")).toHaveText("1");
  await expect(figure("activeCustomers")).toHaveText("1");
  await expect(figure("repeatRate")).toHaveText("100%");
  await expect(figure("averageDaysBetweenVisits")).toHaveText("1.0 days");
  // The range is in the address: a reload shows the same week.
  await expect(page).toHaveURL(/from=2023-02-06&to=2023-02-12/);
  await page.reload();
  await expect(figure("punches")).toHaveText("2");

  // The daily chart's table, shown on request, and its CSV say the same numbers.
  const chart = page.getByTestId("chart-daily");
  await chart.getByTestId("chart-daily-table-toggle").click();
  const table = chart.getByTestId("chart-daily-table");
  await expect(table).toBeVisible();
  const shown = await table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent ?? "")),
    );
  expect(shown).toHaveLength(7);
  expect(shown[2]).toEqual(["2023-02-08", "1", "1"]);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    chart.getByTestId("chart-daily-csv").click(),
  ]);
  expect(download.suggestedFilename()).toBe("punchcard-daily-2023-02-06-to-2023-02-12.csv");
  const rows = parse(await readFile((await download.path())!, "utf8")) as string[][];
  expect(rows[0]).toEqual(["Day", "Punches", "Codes verified"]);
  expect(rows.slice(1)).toEqual(shown);

  // Another week: the figures change, and nothing happened then.
  await choose(NEXT_WEEK);
  await expect(figure("punches")).toHaveText("0");
  await expect(figure("activeCustomers")).toHaveText("0");
  await expect(page.getByTestId("analytics-empty")).toBeVisible();

  await page.getByTestId("range-7d").click();
  await expect(page).toHaveURL(/\?range=7d$/);
  await expect(page.getByTestId("range-7d")).toHaveAttribute("aria-pressed", "true");
});

test("on a phone the busy hours fit the screen, and a long product name can be read whole", async ({
  page,
  admin,
}) => {
  // A week of its own, with one code verified for a product whose name the chart must cut.
  const week = { from: "2023-03-06", to: "2023-03-12" };
  const longName = `Single-origin Ethiopian Yirgacheffe pour-over, 250 g ${Date.now()}`;
  const customer = await createUser();
  const product = await sql().query<{ id: string }>(
    "insert into products (name, description, price_cents) values ($1, 'x', 900) returning id",
    [longName],
  );
  const code = await sql().query<{ id: string }>(
    `insert into verification_codes (code, product_id, is_used, used_at, used_by)
     values ($1, $2, true, '2023-03-08T21:30Z', $3) returning id`,
    [`LONG${Date.now()}`.slice(0, 20), product.rows[0]!.id, customer.id],
  );
  await sql().query(
    `insert into reward_ledger (user_id, reason, xp_delta, code_id, created_at)
     values ($1, 'code', 25, $2, '2023-03-08T21:30Z')`,
    [customer.id, code.rows[0]!.id],
  );
  await sql().query(
    "insert into earn_days (user_id, day, punches, codes) values ($1, '2023-03-08', 0, 1)",
    [customer.id],
  );
  await settleLedger(customer.id);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, admin);
  await page.goto(`/admin/analytics?from=${week.from}&to=${week.to}`);
  const map = page.getByTestId("heat-map");
  await expect(map).toBeVisible();
  // Every hour of the day is on the screen: nothing scrolls sideways or is cut off.
  const fit = await map.evaluate((el) => {
    const cells = [...el.querySelectorAll("[title]")].map((c) => c.getBoundingClientRect());
    return {
      scrolls: el.scrollWidth > el.clientWidth + 1,
      cells: cells.length,
      lastRight: Math.max(...cells.map((c) => c.right)),
      width: document.documentElement.clientWidth,
    };
  });
  expect(fit.scrolls).toBe(false);
  expect(fit.cells).toBe(7 * 24);
  expect(fit.lastRight).toBeLessThanOrEqual(fit.width);
  // The evening hour of that Wednesday is drawn, at the right edge of the grid.
  await expect(map.locator('[title="Wednesday 21:00: 1"]')).toBeVisible();

  // The product's name is cut beside its bar, and whole in the name's title.
  const name = page.getByTestId("chart-products").getByTestId("bar-name");
  await expect(name).toHaveCount(1);
  await expect(name).toContainText("…");
  await expect(name.locator("title")).toHaveText(longName);
});
