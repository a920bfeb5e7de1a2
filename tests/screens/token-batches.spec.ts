import { createUser, signedIn } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DIR, shoot } from "./shoot";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
// 50 characters: the longest labels still have to wrap, not overflow, on a phone.
const LONG_LABEL = "Receipts for the Christmas market stall, December!";

test("token sheets: the list with a long label, at both sizes, for staff and admins", async ({
  page,
  admin,
}) => {
  expect(LONG_LABEL).toHaveLength(50);
  await signInAs(page, admin);
  const ids: string[] = [];
  for (const [count, label] of [
    [24, LONG_LABEL],
    [6, "Receipts, December"],
  ] as const) {
    const made = await page.request.post("/api/token-batches", {
      data: { count, expiresAt: inDays(30), label },
    });
    expect(made.status()).toBe(201);
    ids.push(((await made.json()) as { id: string }).id);
  }
  // One card of the long sheet used, the short sheet voided: every figure on screen.
  const sheet = (await (await page.request.get(`/api/token-batches/${ids[0]}`)).json()) as {
    tokens: { id: string }[];
  };
  const customer = await signedIn(await createUser());
  expect((await customer.post("/api/token/use", { tokenId: sheet.tokens[0]!.id })).status).toBe(
    200,
  );
  expect((await page.request.post(`/api/token-batches/${ids[1]}/void`)).status()).toBe(200);
  await shoot(page, "counter-batches-admin", "/counter/batches");
  await page.getByTestId("batch-new").click();
  await shoot(page, "counter-batches-new");

  const staff = await createUser({ role: "staff" });
  await signInAs(page, staff);
  await shoot(page, "counter-batches-staff", "/counter/batches");
  await page
    .getByTestId("batch")
    .filter({ hasText: LONG_LABEL })
    .first()
    .getByTestId("batch-print")
    .click();
  await expect(page.getByTestId("sheet-card").locator("img")).toHaveCount(23);
  await shoot(page, "counter-batch-print");
});

test("the QR generator with the shown token's expiry", async ({ page, admin }) => {
  await signInAs(page, admin);
  await page.goto("/admin/qr-generate");
  await page.getByTestId("generate-token").click();
  await expect(page.getByTestId("token-expiry")).toBeVisible();
  await shoot(page, "admin-qr-generate-expiry");
});

test("a printed sheet of 30: its first A4 page as the printer gets it", async ({ page, admin }) => {
  await signInAs(page, admin);
  const made = await page.request.post("/api/token-batches", {
    data: { count: 30, expiresAt: inDays(30), label: "Receipts, December" },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  await page.goto(`/counter/batches/${id}/print`);
  await expect(page.getByTestId("sheet-card").locator("img")).toHaveCount(30);
  mkdirSync(DIR, { recursive: true });
  const pdf = join(DIR, "batch-sheet.pdf");
  await page.pdf({ path: pdf, format: "A4", printBackground: true });
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "60",
    "-f",
    "1",
    "-l",
    "1",
    pdf,
    join(DIR, "batch-sheet"),
  ]);
});
