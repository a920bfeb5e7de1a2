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

  it("refuses a second category with the same name in any case, on create and on rename", async () => {
    const { admin } = await cast();
    const tag = Math.random().toString(36).slice(2, 8);
    const taken = { status: 409, error: "A category with this name already exists" };
    const first = await admin.post<Category>("/api/categories", { name: `Chews ${tag}` });
    expect(first.status).toBe(201);
    for (const name of [`Chews ${tag}`, `  CHEWS ${tag.toUpperCase()} `, `chews ${tag}`]) {
      const again = await admin.post("/api/categories", { name });
      expect({ name, status: again.status, error: again.body.error }).toEqual({ name, ...taken });
    }
    const other = (await admin.post<Category>("/api/categories", { name: `Sours ${tag}` })).body;
    const rename = await admin.put(`/api/categories/${other.id}`, { name: `CHEWS ${tag}` });
    expect({ status: rename.status, error: rename.body.error }).toEqual(taken);
    // Its own name in another case is a rename of itself, not a clash.
    const recased = await admin.put<Category>(`/api/categories/${first.body.id}`, {
      name: `CHEWS ${tag}`,
    });
    expect(recased.status).toBe(200);
    const list = (await admin.get<Category[]>("/api/categories")).body;
    const names = list.map((c) => c.name.toLowerCase()).filter((n) => n.endsWith(tag));
    expect(names.sort()).toEqual([`chews ${tag}`, `sours ${tag}`]);
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
