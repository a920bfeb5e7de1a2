import { english } from "@/tests/support/english";
import { productCreateSchema, productUpdateSchema } from "./product-schema";
import { inventoryItemSchema } from "./inventory-schema";
import { categorySchema } from "./category-schema";

const base = { name: " Mango ", description: "Sweet", stock: 3, price: 12.5 };

describe("product input", () => {
  it("converts dollars to cents, trims flavors and drops blanks", () => {
    const data = productCreateSchema.parse({
      ...base,
      flavors: [" Mint ", "", "  ", "Lime"],
      images: ["", "/uploads/abc"],
    });
    expect(data).toMatchObject({
      name: "Mango",
      priceCents: 1250,
      dealPriceCents: null,
      flavors: ["Mint", "Lime"],
      images: ["/uploads/abc"],
      imageUrl: "/placeholder.svg",
      categoryId: null,
      hidden: false,
    });
    expect(productCreateSchema.parse({ ...base, flavors: "a, b,,c" }).flavors).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  it("counts a deal price only above 0", () => {
    expect(productCreateSchema.parse({ ...base, dealPrice: 0 }).dealPriceCents).toBeNull();
    expect(productCreateSchema.parse({ ...base, dealPrice: "" }).dealPriceCents).toBeNull();
    expect(productCreateSchema.parse({ ...base, dealPrice: 9.99 }).dealPriceCents).toBe(999);
    // Above 0 but no whole cent: 0 cents, which the database refuses as a deal.
    expect(productCreateSchema.parse({ ...base, dealPrice: 1e-9 }).dealPriceCents).toBeNull();
    expect(productUpdateSchema.parse({ dealPrice: "0.000000001" })).toEqual({
      dealPriceCents: null,
    });
  });

  it("refuses a deal price at or above the price, on the deal field", () => {
    for (const dealPrice of [12.5, 13, "20"]) {
      const issue = productCreateSchema.safeParse({ ...base, dealPrice }).error?.issues[0];
      expect(issue?.path).toEqual(["dealPrice"]);
      expect(english(issue!.message)).toBe("Deal price must be lower than the price");
    }
    expect(productUpdateSchema.safeParse({ price: 5, dealPrice: 6 }).success).toBe(false);
    // One half alone is checked by the handler against the stored product.
    expect(productUpdateSchema.parse({ dealPrice: 6 })).toEqual({ dealPriceCents: 600 });
    expect(productCreateSchema.parse({ ...base, dealPrice: 12.49 }).dealPriceCents).toBe(1249);
  });

  it("requires name, short description, stock and price with clear messages", () => {
    const first = (input: object) =>
      english(productCreateSchema.safeParse(input).error?.issues[0]?.message ?? "");
    expect(first({ ...base, name: "  " })).toBe("Product name is required");
    expect(first({ ...base, description: undefined })).toBe("Short description is required");
    expect(first({ ...base, stock: "" })).toBe("Stock is required");
    expect(first({ ...base, stock: 1.5 })).toBe("Stock must be a whole number");
    expect(first({ ...base, price: -1 })).toBe("Price cannot be negative");
    expect(first({ ...base, price: 1.234 })).toBe("Price can have at most two decimals");
    expect(first({ ...base, imageUrl: "javascript:alert(1)" })).toBe(
      "The image must be an uploaded file or a web address",
    );
    expect(first({ ...base, category: "not-an-id" })).toBe("That category does not exist");
  });

  it("updates only what is sent, so hide/show and moves carry one field", () => {
    expect(productUpdateSchema.parse({ hidden: true })).toEqual({ hidden: true });
    expect(productUpdateSchema.parse({ category: null })).toEqual({ categoryId: null });
    expect(productUpdateSchema.parse({ dealPrice: null })).toEqual({ dealPriceCents: null });
    expect(productUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe("category and inventory input", () => {
  it("requires a trimmed category name", () => {
    expect(english(categorySchema.safeParse({ name: "   " }).error!.issues[0]!.message)).toBe(
      "Category name is required",
    );
    expect(categorySchema.parse({ name: " Drinks ", description: "" })).toEqual({
      name: "Drinks",
      description: null,
    });
  });

  it("requires every inventory field and defaults the fill to 1 gram", () => {
    expect(
      inventoryItemSchema.parse({
        productName: "Jar",
        unitPrice: "3.10",
        quantity: "4",
        sellPrice: 9,
      }),
    ).toEqual({
      productName: "Jar",
      unitPriceCents: 310,
      quantity: 4,
      fillAmount: 1,
      sellPriceCents: 900,
    });
    expect(
      english(
        inventoryItemSchema.safeParse({ productName: "Jar", unitPrice: 1, quantity: 1 }).error!
          .issues[0]!.message,
      ),
    ).toBe("Please fill in all fields");
    expect(
      inventoryItemSchema.safeParse({
        productName: "Jar",
        unitPrice: 1,
        quantity: 1,
        sellPrice: 2,
        fillAmount: 3,
      }).success,
    ).toBe(false);
  });
});
