import { cast, closeDb, sql } from "../support/api";
import { productBody } from "../support/catalog";

// A currency without decimals (JPY) takes no fraction: the API refuses 450.5 yen as the product
// form does (lib/catalog/money.ts's fractionIssues), under the field, in the reader's language.
// Serial: the currency is the whole shop's.

afterAll(async () => {
  await setCurrency("USD", "($)");
  await closeDb();
});

/** The settings are cached about 2 s per server: wait until the admin's page shows the change. */
async function setCurrency(currency: string, sign: string) {
  await sql().query("update shop_settings set currency = $1", [currency]);
  const { admin } = await cast();
  for (let i = 0; i < 75; i++) {
    const page = await admin.call<string>("GET", "/admin/inventory", undefined, {
      "accept-language": "en",
    });
    if (page.body.includes(`Unit Price ${sign}`)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the shop's currency did not become ${currency}`);
}

const SPANISH = { "accept-language": "es-ES,es;q=0.9" };
const refusal = (field: string, message: string) => ({
  status: 400,
  body: {
    error: message,
    code: "bad_request",
    issues: [expect.objectContaining({ path: [field], message })],
  },
});

it("refuses a fraction of a yen in a product's price and deal, added or changed", async () => {
  await setCurrency("JPY", "(¥)");
  const { admin } = await cast();
  const english = "Enter a whole amount: JPY has no decimals";

  expect(await admin.post("/api/products", productBody({ price: 450.5 }))).toMatchObject(
    refusal("price", english),
  );
  expect(
    await admin.call("POST", "/api/products", productBody({ price: 450.5 }), SPANISH),
  ).toMatchObject(refusal("price", "Introduce un importe entero: JPY no tiene decimales"));
  expect(
    await admin.post("/api/products", productBody({ price: 450, dealPrice: 399.5 })),
  ).toMatchObject(refusal("dealPrice", english));

  const made = await admin.post<{ id: string; price: number }>(
    "/api/products",
    productBody({ price: 450, dealPrice: 399 }),
  );
  expect(made).toMatchObject({ status: 201, body: { price: 450 } });
  const path = `/api/products/${made.body.id}`;
  expect(await admin.put(path, { price: 500.25 })).toMatchObject(refusal("price", english));
  // A change that carries no amount is not judged on the amounts.
  expect(await admin.put(path, { hidden: true })).toMatchObject({ status: 200 });
  const { rows } = await sql().query("select price_cents from products where id = $1", [
    made.body.id,
  ]);
  expect(rows[0]).toEqual({ price_cents: 45_000 });
});

it("refuses a fraction of a yen in an inventory item's prices", async () => {
  await setCurrency("JPY", "(¥)");
  const { admin } = await cast();
  const item = { productName: "Jar", unitPrice: 350, quantity: 10, fillAmount: 1, sellPrice: 1200 };
  expect(await admin.post("/api/inventory", { ...item, unitPrice: 0.5 })).toMatchObject(
    refusal("unitPrice", "Enter a whole amount: JPY has no decimals"),
  );
  expect(await admin.post("/api/inventory", { ...item, sellPrice: 1200.5 })).toMatchObject(
    refusal("sellPrice", "Enter a whole amount: JPY has no decimals"),
  );
  expect((await admin.post("/api/inventory", item)).status).toBe(201);
});
