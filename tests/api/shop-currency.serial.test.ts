import { cast, closeDb, sql, type Client } from "../support/api";
import { productBody } from "../support/catalog";
import { textsOf } from "../support/html";

// The shop's currency (shop_settings.currency) changes how prices are written, never the API's
// numbers: 4.5 stays 4.5 in a euro shop, stored as 450 hundredths. Serial: the currency is the
// whole shop's, and every other file's pages would show it.

afterAll(async () => {
  await setCurrency("USD");
  await closeDb();
});

type Product = { id: string; price: number; dealPrice: number | null };

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** The settings are cached about 2 s per server: wait until the admin's page shows the change. */
async function setCurrency(currency: string) {
  await sql().query("update shop_settings set currency = $1", [currency]);
  const { admin } = await cast();
  const sign = currency === "EUR" ? "(€)" : "($)";
  for (let i = 0; i < 50; i++) {
    const page = await admin.call<string>("GET", "/admin/inventory", undefined, {
      "accept-language": "en",
    });
    if (page.body.includes(`Unit Price ${sign}`)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the shop's currency did not become ${currency}`);
}

/** The server-rendered card of one product on the customer's shop, in `language`. */
async function cardOf(customer: Client, id: string, language: string) {
  const page = await customer.call<string>("GET", "/user/products", undefined, {
    "accept-language": language,
  });
  expect(page.status).toBe(200);
  const start = page.body.indexOf(`data-product-id="${id}"`);
  expect(start).toBeGreaterThan(-1);
  return page.body.slice(start, page.body.indexOf("</article>", start));
}

it("answers a product's price as the same number whatever the shop's currency", async () => {
  await setCurrency("EUR");
  const { admin, customerA } = await cast();
  const created = await admin.post<Product>(
    "/api/products",
    productBody({ name: "Churro box", price: 4.5, dealPrice: null, stock: 3 }),
  );
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ price: 4.5, dealPrice: null });
  const { rows } = await sql().query("select price_cents from products where id = $1", [
    created.body.id,
  ]);
  expect(rows[0]).toEqual({ price_cents: 450 });
  const listed = await customerA.get<Product[]>("/api/products");
  expect(listed.body.find((p) => p.id === created.body.id)).toMatchObject({ price: 4.5 });

  // The pages write it in the shop's currency, the reader's way.
  const spanish = await cardOf(customerA, created.body.id, "es");
  expect(textsOf(spanish, "price-current").map(plain)).toEqual(["4,50 €"]);
  expect(textsOf(spanish, "stock-badge")).toEqual(["3 disponibles"]);
  const english = await cardOf(customerA, created.body.id, "en");
  expect(textsOf(english, "price-current")).toEqual(["€4.50"]);
});
