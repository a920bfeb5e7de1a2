import { created, route } from "@/lib/api/route";
import { createCategory, listCategories } from "@/lib/catalog/categories";
import { categorySchema } from "@/lib/catalog/category-schema";

// GET /api/categories — categories by name with product counts (visible products for a customer)
export const GET = route({ role: "signed-in" }, async ({ user }) =>
  listCategories({ viewer: user }),
);

// POST /api/categories — an admin adds a category {name, description}
export const POST = route({ role: "admin", input: categorySchema }, async ({ input }) =>
  created(await createCategory({ data: input })),
);
