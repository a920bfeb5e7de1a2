import { cast, closeDb } from "../support/api";
import { productBody } from "../support/catalog";

afterAll(closeDb);

type Category = { id: string; name: string; description: string | null; productCount: number };

describe("categories", () => {
  it("lets an admin create, rename and list categories with product counts", async () => {
    const { admin, customerA } = await cast();
    const created = await admin.post<Category>("/api/categories", {
      name: "  Gummies ",
      description: "",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Gummies", description: null, productCount: 0 });
    await admin.post("/api/products", productBody({ category: created.body.id }));
    await admin.post("/api/products", productBody({ category: created.body.id }));

    const renamed = await admin.put<Category>(`/api/categories/${created.body.id}`, {
      name: "Sweets",
      description: "Chewy",
    });
    expect(renamed.body).toMatchObject({ name: "Sweets", description: "Chewy", productCount: 2 });
    const list = await customerA.get<Category[]>("/api/categories");
    expect(list.status).toBe(200);
    expect(list.body.find((c) => c.id === created.body.id)).toMatchObject({
      name: "Sweets",
      productCount: 2,
    });
  });

  it("requires a name", async () => {
    const { admin } = await cast();
    const answer = await admin.post("/api/categories", { name: "   " });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: "Category name is required", code: "bad_request" });
  });

  it("leaves the products of a deleted category uncategorized", async () => {
    const { admin } = await cast();
    const category = (await admin.post<Category>("/api/categories", { name: "Doomed" })).body;
    const product = (
      await admin.post<{ id: string }>("/api/products", productBody({ category: category.id }))
    ).body;
    expect((await admin.delete(`/api/categories/${category.id}`)).status).toBe(200);
    const after = await admin.get<{
      id: string;
      category: string | null;
      categoryName: string | null;
    }>(`/api/products/${product.id}`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ category: null, categoryName: null });
    expect((await admin.delete(`/api/categories/${category.id}`)).status).toBe(404);
  });

  it("keeps customers out of changes", async () => {
    const { admin, customerA, anonymous } = await cast();
    const category = (await admin.post<Category>("/api/categories", { name: "Locked" })).body;
    expect((await customerA.post("/api/categories", { name: "Mine" })).status).toBe(403);
    expect((await customerA.put(`/api/categories/${category.id}`, { name: "Mine" })).status).toBe(
      403,
    );
    expect((await customerA.delete(`/api/categories/${category.id}`)).status).toBe(403);
    expect((await anonymous.get("/api/categories")).status).toBe(401);
  });
});
