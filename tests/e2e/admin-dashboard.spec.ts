import { settleLedger } from "../support/rewards";
import { createUser, sql } from "../support/api";
import { expect, signInAs, test } from "./support/fixtures";

const screens = [
  "users",
  "products",
  "categories",
  "qr-generate",
  "verify",
  "punchcards",
  "status",
  "announcements",
  "tickets",
  "reviews",
  "blogs",
  "inventory",
  "bulk-users",
];

test("welcomes the admin with Settings, Logout and a tile for every admin screen", async ({
  page,
  admin,
}) => {
  await signInAs(page, admin);
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("admin-welcome")).toHaveText(`Welcome, ${admin.username}`);
  for (const screen of screens) {
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
  await expect.poll(() => read("total-users"), { timeout: 15_000 }).toBeGreaterThan(users);
  await expect.poll(() => read("total-products"), { timeout: 15_000 }).toBeGreaterThan(products);
});

test("charts punches redeemed and codes verified per day over the last 30 days", async ({
  page,
  admin,
}) => {
  const customer = await createUser();
  // Back-dated entries on days no other test writes to, plus one outside the 30 days.
  const { rows } = await sql().query<{ d12: string; d29: string }>(
    "select to_char(current_date - 12, 'YYYY-MM-DD') as d12, to_char(current_date - 29, 'YYYY-MM-DD') as d29",
  );
  const { d12, d29 } = rows[0]!;
  await sql().query(
    `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, created_at) values
       ($1, 'token', 1, 5, current_date - 12 + interval '10 hours'),
       ($1, 'token', 1, 5, current_date - 12 + interval '11 hours'),
       ($1, 'token', 1, 5, current_date - 12 + interval '23 hours'),
       ($1, 'code', 0, 25, current_date - 12 + interval '9 hours'),
       ($1, 'admin_xp', 0, 50, current_date - 12 + interval '9 hours'),
       ($1, 'code', 0, 25, current_date - 29 + interval '1 hour'),
       ($1, 'token', 1, 5, current_date - 30 + interval '1 hour')`,
    [customer.id],
  );
  await settleLedger(customer.id);
  await signInAs(page, admin);
  await page.goto("/admin/dashboard");
  const chart = page.getByTestId("activity-chart");
  await expect(chart.locator("[data-testid^=chart-day-]")).toHaveCount(30);
  await expect(chart.getByTestId(`chart-day-${d12}`)).toHaveAttribute(
    "title",
    `${d12}: 3 punches, 1 codes`,
  );
  await expect(chart.getByTestId(`chart-day-${d29}`)).toHaveAttribute(
    "title",
    `${d29}: 0 punches, 1 codes`,
  );
  expect(
    Number(await chart.getByTestId("chart-total-punches").textContent()),
  ).toBeGreaterThanOrEqual(3);
});
