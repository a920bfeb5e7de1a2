import { created, route } from "@/lib/api/route";
import { createProduct, listProducts } from "@/lib/catalog/products";
import { productCreateSchema } from "@/lib/catalog/product-schema";

// GET /api/products — every product for an admin; only visible ones for a customer
export const GET = route({ role: "signed-in" }, async ({ user }) => listProducts({ viewer: user }));

// POST /api/products — an admin adds a product (price and dealPrice in dollars, category by id)
// (a picture at another site's address is fetched and stored as an upload)
export const POST = route({ role: "admin", input: productCreateSchema }, async ({ input, user }) =>
  created(await createProduct({ data: input, by: user.id })),
);
