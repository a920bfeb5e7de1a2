import { route } from "@/lib/http/route";
import { deleteProduct, getProduct, updateProduct } from "@/lib/catalog/products";
import { productUpdateSchema } from "@/lib/validation/product";

const idOf = (params: Record<string, unknown>) => String(params.id);

// GET /api/products/{id} — one product; a hidden one is not found for a customer
export const GET = route({ role: "signed-in" }, async ({ user, params }) =>
  getProduct({ id: idOf(params), viewer: user }),
);

// PUT /api/products/{id} — an admin changes any fields, e.g. only hidden or only category
export const PUT = route(
  { role: "admin", input: productUpdateSchema },
  async ({ input, params, user }) => updateProduct({ id: idOf(params), data: input, by: user.id }),
);

// DELETE /api/products/{id} — an admin deletes a product
export const DELETE = route({ role: "admin" }, async ({ params }) => {
  await deleteProduct({ id: idOf(params) });
  return { ok: true };
});
