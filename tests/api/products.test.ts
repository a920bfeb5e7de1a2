import { cast, closeDb, sql } from "../support/api";
import { productBody } from "../support/catalog";

afterAll(closeDb);

type Product = {
  id: string;
  name: string;
  price: number;
  dealPrice: number | null;
  hidden: boolean;
  category: string | null;
  flavors: string[];
  stock: number;
  imageUrl: string;
};

describe("products", () => {
  it("lets an admin create, read, update and delete a product with every field", async () => {
    const { admin } = await cast();
    const category = await admin.post<{ id: string }>("/api/categories", { name: "Drinks" });
    const created = await admin.post<Product>(
      "/api/products",
      productBody({
        name: "  Mango Ice ",
        flavors: [" Mint ", "", "Lime "],
        images: ["/uploads/aaaaaaaaaaaaaaaaaaaaaa", ""],
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        category: category.body.id,
        price: 19.99,
        dealPrice: 14.5,
        stock: 7,
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Mango Ice",
      description: "A short description",
      detailedDescription: "All the details",
      imageUrl: "/placeholder.svg",
      images: ["/uploads/aaaaaaaaaaaaaaaaaaaaaa"],
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      flavors: ["Mint", "Lime"],
      stock: 7,
      category: category.body.id,
      categoryName: "Drinks",
      price: 19.99,
      dealPrice: 14.5,
      hidden: false,
    });
    const id = created.body.id;
    const { rows } = await sql().query(
      "select price_cents, deal_price_cents from products where id = $1",
      [id],
    );
    expect(rows[0]).toEqual({ price_cents: 1999, deal_price_cents: 1450 });

    const updated = await admin.put<Product>(
      `/api/products/${id}`,
      productBody({ name: "Mango Ice 2", dealPrice: 0, category: "" }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: "Mango Ice 2",
      dealPrice: null,
      category: null,
      price: 12.5,
    });

    expect((await admin.get<Product>(`/api/products/${id}`)).body.name).toBe("Mango Ice 2");
    expect((await admin.delete(`/api/products/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/products/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/products/${id}`)).status).toBe(404);
  });

  it("answers SPEC's validation with 400 and the first message", async () => {
    const { admin } = await cast();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "Product name is required"],
      [{ description: "  " }, "Short description is required"],
      [{ stock: -1 }, "Stock cannot be negative"],
      [{ stock: 2.5 }, "Stock must be a whole number"],
      [{ price: null }, "Price is required"],
      [{ price: 3.333 }, "Price can have at most two decimals"],
      [{ imageUrl: "javascript:alert(1)" }, "The image must be an uploaded file or a web address"],
      [{ category: "00000000-0000-4000-8000-000000000000" }, "That category does not exist"],
    ];
    for (const [override, message] of cases) {
      const answer = await admin.post("/api/products", productBody(override));
      expect({ override, status: answer.status, error: answer.body.error }).toEqual({
        override,
        status: 400,
        error: message,
      });
    }
  });

  it("refuses a deal price at or above the price, on create and on every kind of update", async () => {
    const { admin } = await cast();
    const message = "Deal price must be lower than the price";
    for (const dealPrice of [15, 12.5]) {
      const answer = await admin.post("/api/products", productBody({ price: 12.5, dealPrice }));
      expect({ status: answer.status, error: answer.body.error }).toEqual({
        status: 400,
        error: message,
      });
    }
    const product = (
      await admin.post<Product>("/api/products", productBody({ price: 12.5, dealPrice: 9 }))
    ).body;
    // Only the deal, only the price, or both: each is checked against what the product keeps.
    for (const body of [{ dealPrice: 13 }, { price: 8 }, { price: 10, dealPrice: 11 }]) {
      const answer = await admin.put(`/api/products/${product.id}`, body);
      expect({ body, status: answer.status, error: answer.body.error }).toEqual({
        body,
        status: 400,
        error: message,
      });
    }
    const after = (await admin.get<Product>(`/api/products/${product.id}`)).body;
    expect(after).toMatchObject({ price: 12.5, dealPrice: 9 });
    const lowered = await admin.put<Product>(`/api/products/${product.id}`, { price: 10 });
    expect(lowered.body).toMatchObject({ price: 10, dealPrice: 9 });
    const cleared = await admin.put<Product>(`/api/products/${product.id}`, {
      price: 5,
      dealPrice: 0,
    });
    expect(cleared.body).toMatchObject({ price: 5, dealPrice: null });
  });

  it("hides and shows with a PUT carrying only hidden, and moves with only category", async () => {
    const { admin } = await cast();
    const product = (await admin.post<Product>("/api/products", productBody())).body;
    const hidden = await admin.put<Product>(`/api/products/${product.id}`, { hidden: true });
    expect(hidden.body).toMatchObject({
      hidden: true,
      name: product.name,
      price: 12.5,
      flavors: ["Mint", "Lime"],
    });
    const shown = await admin.put<Product>(`/api/products/${product.id}`, { hidden: false });
    expect(shown.body.hidden).toBe(false);

    const category = (await admin.post<{ id: string }>("/api/categories", { name: "Moved" })).body;
    const moved = await admin.put<Product>(`/api/products/${product.id}`, {
      category: category.id,
    });
    expect(moved.body).toMatchObject({ category: category.id, hidden: false, stock: 5 });
    expect((await admin.put(`/api/products/${product.id}`, {})).status).toBe(400);
  });

  it("never shows a hidden product to a customer by any call", async () => {
    const { admin, customerA } = await cast();
    const category = (await admin.post<{ id: string }>("/api/categories", { name: "Secret shelf" }))
      .body;
    const hidden = (
      await admin.post<Product>(
        "/api/products",
        productBody({ hidden: true, category: category.id }),
      )
    ).body;
    const visible = (await admin.post<Product>("/api/products", productBody())).body;

    const list = await customerA.get<Product[]>("/api/products");
    expect(list.status).toBe(200);
    expect(list.body.map((p) => p.id)).toContain(visible.id);
    expect(list.body.map((p) => p.id)).not.toContain(hidden.id);
    expect(list.body.every((p) => p.hidden === false)).toBe(true);
    const one = await customerA.get(`/api/products/${hidden.id}`);
    expect(one.status).toBe(404);
    expect(one.body).toEqual({ error: "Product not found", code: "not_found" });
    const categories =
      await customerA.get<{ id: string; productCount: number }[]>("/api/categories");
    expect(categories.body.find((c) => c.id === category.id)?.productCount).toBe(0);

    const adminList = await admin.get<Product[]>("/api/products");
    expect(adminList.body.map((p) => p.id)).toContain(hidden.id);
    expect(
      (await admin.get<{ id: string; productCount: number }[]>("/api/categories")).body.find(
        (c) => c.id === category.id,
      )?.productCount,
    ).toBe(1);
  });

  it("lets a customer read but not create, change or delete", async () => {
    const { admin, customerA, anonymous } = await cast();
    const product = (await admin.post<Product>("/api/products", productBody())).body;
    expect((await customerA.get(`/api/products/${product.id}`)).status).toBe(200);
    for (const answer of [
      await customerA.post("/api/products", productBody()),
      await customerA.put(`/api/products/${product.id}`, { hidden: true }),
      await customerA.put(`/api/products/${product.id}`, { price: 0.01 }),
      await customerA.delete(`/api/products/${product.id}`),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: "forbidden" });
    }
    expect((await anonymous.get("/api/products")).status).toBe(401);
    expect((await anonymous.post("/api/products", productBody())).status).toBe(401);
    const after = (await admin.get<Product>(`/api/products/${product.id}`)).body;
    expect(after).toMatchObject({ hidden: false, price: 12.5 });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const { admin } = await cast();
    expect((await admin.put("/api/products/not-a-uuid", { hidden: true })).status).toBe(404);
    expect((await admin.delete("/api/products/00000000-0000-4000-8000-000000000000")).status).toBe(
      404,
    );
  });
});
