import { PRODUCT_NOT_FOUND } from "@/lib/catalog/messages";
import { deleteProduct, getProduct, updateProduct } from "@/lib/catalog/products";
import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { productUpdateSchema } from "@/lib/catalog/product-schema";

const params = idParams(PRODUCT_NOT_FOUND);

// GET /api/products/{id} — one product; a hidden one is not found for a customer
export const GET = route({ role: "signed-in", params }, async ({ user, params }) =>
  getProduct({ id: params.id, viewer: user }),
);

// PUT /api/products/{id} — an admin changes any fields, e.g. only hidden or only category
export const PUT = route(
  { role: "admin", input: productUpdateSchema, params },
  async ({ input, params, user }) => updateProduct({ id: params.id, data: input, by: user.id }),
);

// DELETE /api/products/{id} — an admin deletes a product
export const DELETE = route({ role: "admin", params }, async ({ params }) => {
  await deleteProduct({ id: params.id });
  return { ok: true };
});
