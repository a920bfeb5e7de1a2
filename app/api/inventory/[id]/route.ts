import { deleteInventoryItem } from "@/lib/catalog/inventory";
import { INVENTORY_ITEM_NOT_FOUND } from "@/lib/catalog/messages";
import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";

// DELETE /api/inventory/{id} — an admin removes an item
export const DELETE = route(
  { role: "admin", params: idParams(INVENTORY_ITEM_NOT_FOUND) },
  async ({ params }) => {
    await deleteInventoryItem({ id: params.id });
    return { ok: true };
  },
);
