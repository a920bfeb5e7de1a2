import "server-only";
import { asc, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { inventoryItems, type InventoryItem } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import type { InventoryItemData } from "@/lib/catalog/inventory-schema";
import { inventorySummary, isHealthyMargin, itemTotals, marginPercent } from "./inventory-math";
import { refuseCurrencyFractions } from "./currency-amounts";
import { INVENTORY_ITEM_NOT_FOUND } from "./messages";
import { toDollars } from "./money";
import type { InventoryDto, InventoryItemDto } from "./types";

function toDto(row: InventoryItem): InventoryItemDto {
  const t = itemTotals(row);
  return {
    id: row.id,
    productName: row.productName,
    unitPrice: toDollars(row.unitPriceCents),
    quantity: row.quantity,
    fillAmount: row.fillAmount,
    sellPrice: toDollars(row.sellPriceCents),
    baseCost: toDollars(t.baseCostCents),
    fillCost: toDollars(t.fillCostCents),
    totalCost: toDollars(t.totalCostCents),
    revenue: toDollars(t.revenueCents),
    profit: toDollars(t.profitCents),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every item in the order added, and the five summary figures summed in cents. */
export async function getInventory(): Promise<InventoryDto> {
  const rows = await db
    .select()
    .from(inventoryItems)
    .orderBy(asc(inventoryItems.createdAt), asc(inventoryItems.id));
  const sum = inventorySummary(rows);
  return {
    items: rows.map(toDto),
    summary: {
      baseCost: toDollars(sum.baseCostCents),
      fillCost: toDollars(sum.fillCostCents),
      totalCost: toDollars(sum.totalCostCents),
      revenue: toDollars(sum.revenueCents),
      profit: toDollars(sum.profitCents),
      margin: marginPercent(sum),
      healthyMargin: isHealthyMargin(sum),
    },
  };
}

export async function addInventoryItem({
  data,
}: {
  data: InventoryItemData;
}): Promise<InventoryItemDto> {
  await refuseCurrencyFractions({ unitPrice: data.unitPriceCents, sellPrice: data.sellPriceCents });
  const [row] = await db.insert(inventoryItems).values(data).returning();
  return toDto(row!);
}

export async function deleteInventoryItem({ id }: { id: string }): Promise<void> {
  const [row] = await db
    .delete(inventoryItems)
    .where(eq(inventoryItems.id, id))
    .returning({ id: inventoryItems.id });
  if (!row) throw new ApiError("not_found", INVENTORY_ITEM_NOT_FOUND);
}
