import { route } from "@/lib/http/route";
import { deleteInventoryItem } from "@/lib/catalog/inventory";

// DELETE /api/inventory/{id} — an admin removes an item
export const DELETE = route({ role: "admin" }, async ({ params }) => {
  await deleteInventoryItem({ id: String(params.id) });
  return { ok: true };
});
