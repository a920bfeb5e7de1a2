import { settleLedger } from "../support/rewards";
import { createUser, sql } from "../support/api";
import type { Page } from "@playwright/test";
import { ADMIN_SCREENS } from "./support/admin-pages";
import { expect, signInAs, test } from "./support/fixtures";

test("welcomes the admin with Settings, Logout and a tile for every admin screen", async ({
  page,
}) => {
  // Logout ends this session on the server: an admin of its own, not the shop's saved one.
  const admin = await createUser({ role: "admin" });
  await signInAs(page, admin);
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("admin-welcome")).toHaveText(`Welcome, ${admin.username}`);
  for (const screen of ADMIN_SCREENS) {
    await expect(page.getByTestId(`tile-${screen}`)).toHaveAttribute("href", `/admin/${screen}`);
  }
  await page.getByTestId("admin-settings").click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await page.getByTestId("back-link").click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL(/\/login$/);
});

test("refreshes Total Users and Total Products every 10 seconds", async ({ page, admin }) => {
  await signInAs(page, admin);
  // The test moves the page's clock on by the 10 seconds instead of waiting for them.
  await page.clock.install();
  await page.goto("/admin/dashboard");
  const read = async (id: string) =>
    Number((await page.getByTestId(id).textContent())?.replace(/,/g, ""));
  const users = await read("total-users");
  const products = await read("total-products");
  await createUser();
  await sql().query(
    "insert into products (name, description, price_cents) values ('Dashboard tea', 'Tea', 300)",
  );
  // No reload: the cards poll on their own.
  await page.clock.fastForward(10_000);
  await expect.poll(() => read("total-users")).toBeGreaterThan(users);
  await expect.poll(() => read("total-products")).toBeGreaterThan(products);
});

/** The chart's punches and codes on one day, as its bar's title says them. */
async function dayOf(page: Page, day: string) {
  const title = await page
    .getByTestId("activity-chart")
    .getByTestId(`chart-day-${day}`)
    .getAttribute("title");
  const match = title?.match(/^\d{4}-\d{2}-\d{2}: ([\d,]+) punch(?:es)?, ([\d,]+) codes?$/);
  expect(match, `chart-day-${day}: ${title}`).toBeTruthy();
  const count = (text: string) => Number(text.replace(/,/g, ""));
  return { punches: count(match![1]!), codes: count(match![2]!) };
}

test("charts punches redeemed and codes verified per day over the last 30 days", async ({
  page,
  admin,
}) => {
  // Other customers' activity may fall on any day: the test counts what its own entries add.
  const ago = 1 + Math.floor(Math.random() * 27);
  const { rows } = await sql().query<{ day: string; last: string }>(
    `select to_char(current_date - $1::int, 'YYYY-MM-DD') as day,
            to_char(current_date - 29, 'YYYY-MM-DD') as last`,
    [ago],
  );
  const { day, last } = rows[0]!;
  await signInAs(page, admin);
  await page.goto("/admin/dashboard");
  const chart = page.getByTestId("activity-chart");
  await expect(chart.locator("[data-testid^=chart-day-]")).toHaveCount(30);
  const before = { day: await dayOf(page, day), last: await dayOf(page, last) };
  // Written with the reader's grouping ("1,234"): read back as a number.
  const total = Number(
    (await chart.getByTestId("chart-total-punches").textContent())?.replace(/,/g, ""),
  );

  const customer = await createUser();
  // Three punches and one code on one day (admin XP is neither), one code on the oldest day
  // shown, and one punch the day before it, outside the 30 days.
  await sql().query(
    `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, created_at) values
       ($1, 'token', 1, 5, current_date - $2::int + interval '10 hours'),
       ($1, 'token', 1, 5, current_date - $2::int + interval '11 hours'),
       ($1, 'token', 1, 5, current_date - $2::int + interval '23 hours'),
       ($1, 'code', 0, 25, current_date - $2::int + interval '9 hours'),
       ($1, 'admin_xp', 0, 50, current_date - $2::int + interval '9 hours'),
       ($1, 'code', 0, 25, current_date - 29 + interval '1 hour'),
       ($1, 'token', 1, 5, current_date - 30 + interval '1 hour')`,
    [customer.id, ago],
  );
  await settleLedger(customer.id);
  await page.reload();
  await expect(chart.locator("[data-testid^=chart-day-]")).toHaveCount(30);
  expect(await dayOf(page, day)).toEqual({
    punches: before.day.punches + 3,
    codes: before.day.codes + 1,
  });
  expect(await dayOf(page, last)).toEqual({
    punches: before.last.punches,
    codes: before.last.codes + 1,
  });
  expect(
    Number((await chart.getByTestId("chart-total-punches").textContent())?.replace(/,/g, "")),
  ).toBeGreaterThanOrEqual(total + 3);
});
