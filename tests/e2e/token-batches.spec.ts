import { execFileSync } from "node:child_process";
import { formatShortCode } from "../../lib/security/short-code";
import { createUser, sql } from "../support/api";
import { expect, signInAs, test } from "./support/fixtures";
import { expectFits } from "./support/screen-fit";

// A sheet adds 30 shop tokens at once, which would push another test's token out of the
// QR generator's list of the last 20: these run one after another.
test.describe.configure({ mode: "serial" });

test("an admin makes a sheet of 30 from the dashboard and prints it on 3 A4 pages of cut-out cards", async ({
  page,
  admin,
}) => {
  await signInAs(page, admin);
  await page.goto("/admin/dashboard");
  await page.getByTestId("tile-batches").click();
  await expect(page).toHaveURL(/\/counter\/batches$/);

  await page.getByTestId("batch-new").click();
  await page.getByTestId("batch-count").fill("30");
  await page.getByTestId("batch-label-input").fill("Receipts, December");
  await page.getByTestId("batch-save").click();
  await expect(page).toHaveURL(/\/counter\/batches\/[0-9a-f-]{36}\/print$/);

  const cards = page.getByTestId("sheet-card");
  await expect(cards).toHaveCount(30);
  // Every QR code drawn, each carrying the dashboard address with its own token.
  await expect(cards.locator("img[data-qr-value]")).toHaveCount(30);
  const first = cards.first();
  const token = (await first.getAttribute("data-token"))!;
  const qr = await first.locator("img").getAttribute("data-qr-value");
  expect(new URL(qr!).searchParams.get("token")).toBe(token);
  await expect(first).toContainText("Scan to collect a punch");
  // The card carries the token's short typed form (the QR keeps the long id).
  const { rows } = await sql().query<{ code: string }>(
    "select code from punch_tokens where id = $1",
    [token],
  );
  await expect(first).toContainText(formatShortCode(rows[0]!.code));
  await expect(first).toContainText("Valid until");
  await expect(page.getByTestId("print-sheet")).toBeVisible();

  // Twelve cards a page: 30 cards fill two pages and half a third. Printing hides the
  // screen's header and button, and never cuts a card in two.
  // Read back with poppler; its picture is taken by tests/screens/token-batches.spec.ts.
  const pdf = test.info().outputPath("batch-sheet.pdf");
  await page.pdf({ path: pdf, format: "A4", printBackground: true });
  const info = execFileSync("pdfinfo", [pdf], { encoding: "utf8" });
  expect(info).toMatch(/^Pages:\s+3$/m);
  expect(info).toMatch(/^Page size:.*\(A4\)$/m);
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
  expect(text).not.toContain("Back to token sheets");
  // The "Sheet created" toast is still on screen: it must not be printed over the cards.
  expect(text).not.toContain("Sheet created");
  expect(text.split("Scan to collect a punch").length - 1).toBe(30);
  // Each page's cards are whole: page 1 holds 12 codes in full.
  const pages = text.split("\f");
  expect(pages[0]!.split("Scan to collect a punch").length - 1).toBe(12);
  expect(pages[2]!.split("Scan to collect a punch").length - 1).toBe(6);
});

test("staff make and print sheets but cannot void; an admin voids one and its cards say they have expired", async ({
  page,
  browser,
  admin,
}) => {
  const staff = await createUser({ role: "staff" });
  await signInAs(page, staff);
  await page.goto("/counter/batches");
  await page.getByTestId("batch-new").click();
  await page.getByTestId("batch-count").fill("2");
  await page.getByTestId("batch-label-input").fill(`Till ${staff.username}`);
  await page.getByTestId("batch-save").click();
  await expect(page.getByTestId("sheet-card")).toHaveCount(2);
  const batchId = page.url().split("/").at(-2)!;
  await page.getByTestId("back-link").click();
  const row = page.locator(`[data-batch-id="${batchId}"]`);
  await expect(row.getByTestId("batch-label")).toHaveText(`Till ${staff.username}`);
  await expect(row).toContainText(`by ${staff.username}`);
  await expect(row.getByTestId("batch-unused")).toHaveText("2");
  await expect(row.getByTestId("batch-print")).toBeVisible();
  await expect(row.getByTestId("batch-void")).toHaveCount(0);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, admin);
  await adminPage.goto("/counter/batches");
  const adminRow = adminPage.locator(`[data-batch-id="${batchId}"]`);
  await adminRow.getByTestId("batch-void").click();
  await adminPage.getByTestId("confirm-void").click();
  await expect(adminRow.getByTestId("batch-voided")).toBeVisible();
  await expect(adminRow.getByTestId("batch-expired")).toHaveText("2");
  await expect(adminRow.getByTestId("batch-void")).toHaveCount(0);
  await adminContext.close();

  // A customer scanning a card of the voided sheet is told it has expired; it stays unused.
  const { rows } = await sql().query<{ id: string }>(
    "select id from punch_tokens where batch_id = $1 limit 1",
    [batchId],
  );
  const customer = await createUser();
  await signInAs(page, customer);
  await page.goto(`/user/dashboard?token=${encodeURIComponent(rows[0]!.id)}`);
  await expect(
    page.getByText("This QR code has expired. Ask for a new one.").first(),
  ).toBeVisible();
  const after = await sql().query("select used_at from punch_tokens where id = $1", [rows[0]!.id]);
  expect(after.rows[0].used_at).toBeNull();
});

test("the QR generator shows when the shown token expires, and the token list each token's state", async ({
  page,
  admin,
}) => {
  await signInAs(page, admin);
  await page.goto("/admin/qr-generate");
  await page.getByTestId("generate-token").click();
  const expiry = page.getByTestId("token-expiry");
  await expect(expiry).toContainText(/Expires at \d{1,2}:\d{2}/);
  await expect(expiry).toContainText(/\(\d+:\d{2} left\)/);
  await expect(expiry).toHaveAttribute("data-expired", "false");
  const id = (await page.getByTestId("token-id").textContent())!.trim();
  const listed = page.getByTestId("recent-tokens").locator("li", { hasText: id.slice(0, 12) });
  await expect(listed).toHaveAttribute("data-status", "unused");
  await expect(listed).toContainText("expires");

  // The token's lifetime ends: the list says so after a reload.
  await sql().query(
    "update punch_tokens set expires_at = now() - interval '1 second' where id = $1",
    [id],
  );
  await page.reload();
  const same = page.getByTestId("recent-tokens").locator("li", { hasText: id.slice(0, 12) });
  await expect(same).toHaveAttribute("data-status", "expired");
  await expect(same).toContainText("Expired");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sheets, a printed sheet and the token list fit the width with a 50-character label", async ({
    page,
    admin,
  }) => {
    await signInAs(page, admin);
    const label = "Receipts for the Christmas market stall, December!";
    const made = await page.request.post("/api/token-batches", {
      data: { count: 3, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), label },
    });
    const { id } = (await made.json()) as { id: string };
    await page.goto("/counter/batches");
    await expect(page.getByTestId("batch-label").first()).toHaveText(label);
    await expectFits(page, "/counter/batches");
    await page.goto(`/counter/batches/${id}/print`);
    await expect(page.getByTestId("sheet-card").locator("img")).toHaveCount(3);
    await expectFits(page, "the printed sheet");
    await page.goto("/admin/qr-generate");
    await expect(page.getByTestId("token-sheet").first()).toContainText(label);
    await expectFits(page, "/admin/qr-generate");
  });
});
