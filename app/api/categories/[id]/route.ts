import { deleteCategory, updateCategory } from "@/lib/catalog/categories";
import { CATEGORY_NOT_FOUND } from "@/lib/catalog/messages";
import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { categorySchema } from "@/lib/catalog/category-schema";

const params = idParams(CATEGORY_NOT_FOUND);

// PUT /api/categories/{id} — an admin renames or redescribes a category
export const PUT = route(
  { role: "admin", input: categorySchema, params },
  async ({ input, params }) => updateCategory({ id: params.id, data: input }),
);

// DELETE /api/categories/{id} — an admin deletes a category; its products become uncategorized
export const DELETE = route({ role: "admin", params }, async ({ params }) => {
  await deleteCategory({ id: params.id });
  return { ok: true };
});
