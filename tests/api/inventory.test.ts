import type { InventoryDto, InventoryItemDto } from "../../lib/catalog/types";
import { cast, closeDb, sql } from "../support/api";

afterAll(closeDb);

// The API answers as lib/catalog/types.ts describes; the tests check the values.
type Item = InventoryItemDto;
type Inventory = InventoryDto;

describe("inventory", () => {
  beforeEach(async () => {
    await sql().query("delete from inventory_items");
  });

  it("adds items, sums them exactly and deletes them", async () => {
    const { admin } = await cast();
    const empty = await admin.get<Inventory>("/api/inventory");
    expect(empty.body).toEqual({
      items: [],
      summary: {
        baseCost: 0,
        fillCost: 0,
        totalCost: 0,
        revenue: 0,
        profit: 0,
        margin: 0,
        healthyMargin: false,
      },
    });

    const first = await admin.post<Item>("/api/inventory", {
      productName: "Jar",
      unitPrice: 3.5,
      quantity: 10,
      fillAmount: 2,
      sellPrice: 12,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      productName: "Jar",
      unitPrice: 3.5,
      quantity: 10,
      fillAmount: 2,
      sellPrice: 12,
      totalCost: 79,
      profit: 41,
    });
    // Thirty lines of 0.10 would drift in floating point; in cents they are exact.
    for (let i = 0; i < 3; i++) {
      await admin.post("/api/inventory", {
        productName: `Dime ${i}`,
        unitPrice: 0.1,
        quantity: 10,
        fillAmount: 0,
        sellPrice: 0.3,
      });
    }
    const full = await admin.get<Inventory>("/api/inventory");
    expect(full.body.items).toHaveLength(4);
    expect(full.body.summary).toEqual({
      baseCost: 38,
      fillCost: 44,
      totalCost: 82,
      revenue: 129,
      profit: 47,
      margin: 36.4,
      healthyMargin: true,
    });

    expect((await admin.delete(`/api/inventory/${first.body.id}`)).status).toBe(200);
    const after = await admin.get<Inventory>("/api/inventory");
    expect(after.body.summary).toMatchObject({
      baseCost: 3,
      fillCost: 0,
      totalCost: 3,
      revenue: 9,
      profit: 6,
    });
    expect((await admin.delete(`/api/inventory/${first.body.id}`)).status).toBe(404);
  });

  it("defaults the fill to 1 gram and validates every field", async () => {
    const { admin } = await cast();
    const item = await admin.post<Item>("/api/inventory", {
      productName: "Pouch",
      unitPrice: "1.00",
      quantity: "2",
      sellPrice: "5",
    });
    expect(item.body).toMatchObject({ fillAmount: 1, totalCost: 6.4 });
    for (const body of [
      { unitPrice: 1, quantity: 1, sellPrice: 1 },
      { productName: "x", quantity: 1, sellPrice: 1 },
      { productName: "x", unitPrice: 1, sellPrice: 1 },
      { productName: "x", unitPrice: 1, quantity: 1 },
    ]) {
      const answer = await admin.post("/api/inventory", body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("Please fill in all fields");
    }
    expect(
      (
        await admin.post("/api/inventory", {
          productName: "x",
          unitPrice: 1,
          quantity: 1.5,
          sellPrice: 1,
        })
      ).body.error,
    ).toBe("Quantity must be a whole number");
    expect(
      (
        await admin.post("/api/inventory", {
          productName: "x",
          unitPrice: 1,
          quantity: 1,
          sellPrice: 1,
          fillAmount: 5,
        })
      ).body.error,
    ).toBe("Fill amount must be 0, 1 or 2 grams");
  });

  it("is for admins only", async () => {
    const { customerA, anonymous } = await cast();
    expect((await customerA.get("/api/inventory")).status).toBe(403);
    expect(
      (
        await customerA.post("/api/inventory", {
          productName: "x",
          unitPrice: 1,
          quantity: 1,
          sellPrice: 1,
        })
      ).status,
    ).toBe(403);
    expect(
      (await customerA.delete("/api/inventory/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(403);
    expect((await anonymous.get("/api/inventory")).status).toBe(401);
  });
});
