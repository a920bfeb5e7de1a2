import { created, route } from "@/lib/api/route";
import { addInventoryItem, getInventory } from "@/lib/catalog/inventory";
import { inventoryItemSchema } from "@/lib/catalog/inventory-schema";

// GET /api/inventory — every item with its costs, and the summary {items, summary}
export const GET = route({ role: "admin" }, async () => getInventory());

// POST /api/inventory — an admin adds {productName, unitPrice, quantity, fillAmount, sellPrice}; answers the item
export const POST = route({ role: "admin", input: inventoryItemSchema }, async ({ input }) =>
  created(await addInventoryItem({ data: input })),
);
