import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { createUser } from "../support/api";
import { expect, signInAs, test } from "./support/fixtures";

test("the owner downloads the customers CSV from Exports and it parses back", async ({
  page,
  admin,
}) => {
  const customer = await createUser({ xp: 30, punches: 2 });
  await signInAs(page, admin);
  await page.goto("/admin/dashboard");
  await page.getByTestId("tile-exports").click();
  await expect(page).toHaveURL(/\/admin\/exports$/);
  // The page names the zone the files' times are written in: the shop's, as the files' headers.
  await expect(page.locator("main")).toContainText("Dates and times are the shop's (UTC)");
  const link = page.getByTestId("export-customers");
  await expect(link).toHaveAttribute("download", "");

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^punchcard-customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parse(await readFile((await download.path())!, "utf8")) as string[][];
  expect(rows[0]).toEqual([
    "username",
    "name",
    "level",
    "xp",
    "punches",
    "created (UTC)",
    "last visit (UTC)",
    "card size",
    "rewards waiting",
    "waiting punches",
    "invited by",
  ]);
  // A shop-local date and time, as a spreadsheet reads it.
  expect(rows.find((r) => r[0] === customer.username)?.[5]).toMatch(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
  );
  expect(rows.find((r) => r[0] === customer.username)?.slice(0, 5)).toEqual([
    customer.username,
    `Name ${customer.username}`,
    "1",
    "30",
    "2",
  ]);
});

test("the ledger link carries the chosen date range", async ({ page, admin }) => {
  await signInAs(page, admin);
  await page.goto("/admin/exports");
  const link = page.getByTestId("export-ledger");
  await expect(link).toHaveAttribute("href", "/api/export/ledger.csv");
  await page.getByTestId("ledger-from").fill("2026-03-01");
  await page.getByTestId("ledger-to").fill("2026-03-31");
  await expect(link).toHaveAttribute(
    "href",
    "/api/export/ledger.csv?from=2026-03-01&to=2026-03-31",
  );
});
