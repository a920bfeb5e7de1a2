import { route } from "@/lib/http/route";
import { deleteCategory, updateCategory } from "@/lib/catalog/categories";
import { categorySchema } from "@/lib/validation/category";

// PUT /api/categories/{id} — an admin renames or redescribes a category
export const PUT = route({ role: "admin", input: categorySchema }, async ({ input, params }) =>
  updateCategory({ id: String(params.id), data: input }),
);

// DELETE /api/categories/{id} — an admin deletes a category; its products become uncategorized
export const DELETE = route({ role: "admin" }, async ({ params }) => {
  await deleteCategory({ id: String(params.id) });
  return { ok: true };
});
