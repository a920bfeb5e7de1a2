import type { Page } from "@playwright/test";
import { sql } from "../support/api";
import { expect, signInAs, test } from "./support/fixtures";
import { toast } from "./support/shop-page";

// Only this file touches the inventory, and its tests run one after another.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await sql().query("delete from inventory_items");
});

async function addItem(
  page: Page,
  item: { name: string; unit: string; qty: string; fill?: string; sell: string },
) {
  await page.getByTestId("i-name").fill(item.name);
  await page.getByTestId("i-unit").fill(item.unit);
  await page.getByTestId("i-qty").fill(item.qty);
  if (item.fill) await page.getByTestId("i-fill").selectOption(item.fill);
  await page.getByTestId("i-sell").fill(item.sell);
  await page.getByTestId("i-submit").click();
  await expect(toast(page, "Item Added").filter({ hasText: item.name })).toBeVisible();
}

test("the inventory calculator adds, sums exactly, highlights the margin and deletes", async ({
  page,
  admin,
}) => {
  await signInAs(page, admin);
  await page.goto("/admin/inventory");
  await expect(page.getByText("No items yet. Add your first inventory item above.")).toBeVisible();
  await expect(page.getByTestId("i-fill")).toHaveValue("1");

  await page.getByTestId("i-name").fill("Incomplete");
  await page.getByTestId("i-submit").click();
  await expect(toast(page, "Error")).toContainText("Please fill in all fields");

  await addItem(page, { name: "Glass jar", unit: "3.50", qty: "10", fill: "2", sell: "12" });
  await expect(page.getByTestId("summary-base")).toHaveText("$35.00");
  await expect(page.getByTestId("summary-fill")).toHaveText("$44.00");
  await expect(page.getByTestId("summary-total")).toHaveText("$79.00");
  await expect(page.getByTestId("summary-revenue")).toHaveText("$120.00");
  await expect(page.getByTestId("summary-profit")).toHaveText("$41.00");
  await expect(page.getByTestId("summary-margin")).toHaveText("34.2% margin");
  await expect(page.getByTestId("summary-margin")).toHaveAttribute("data-healthy", "true");

  // Three lines of ten cents: floating point would drift, cents do not.
  for (const n of [1, 2, 3])
    await addItem(page, { name: `Dime ${n}`, unit: "0.10", qty: "1", fill: "0", sell: "0.30" });
  await expect(page.getByTestId("inventory-row").filter({ visible: true })).toHaveCount(4);
  await expect(page.getByTestId("summary-base")).toHaveText("$35.30");
  await expect(page.getByTestId("summary-revenue")).toHaveText("$120.90");
  await expect(page.getByTestId("summary-profit")).toHaveText("$41.60");

  // A thin-margin item pulls the total under 30%, and the badge is no longer highlighted.
  await addItem(page, { name: "Thin", unit: "10", qty: "10", fill: "1", sell: "11" });
  await expect(page.getByTestId("summary-margin")).toHaveAttribute("data-healthy", "false");

  // Its pictures are taken by tests/screens/catalog.spec.ts.
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  // One click only asks; Cancel keeps the row; the confirm button deletes it.
  await page.getByRole("row", { name: /Thin/ }).getByTestId("delete-item").click();
  const confirm = page.getByTestId("delete-item-dialog");
  await expect(confirm).toContainText("“Thin” will be removed from the inventory.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("inventory-row").filter({ visible: true })).toHaveCount(5);
  await page.getByRole("row", { name: /Thin/ }).getByTestId("delete-item").click();
  await confirm.getByTestId("confirm-delete").click();
  await expect(toast(page, "Item Deleted")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("inventory-row").filter({ visible: true })).toHaveCount(4);
  await expect(page.getByTestId("summary-margin")).toHaveAttribute("data-healthy", "true");
  await expect(page.getByTestId("summary-profit")).toHaveText("$41.60");
});
