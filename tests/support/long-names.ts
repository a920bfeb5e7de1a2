import { randomBytes } from "node:crypto";
import { ADMIN, createUser, signedIn, sql, type TestUser } from "./api";

/** `prefix` padded with random letters to exactly 50 characters, with no space to break at. */
export function longName(prefix: string): string {
  const tail = randomBytes(30).toString("hex").replace(/\d/g, "x");
  return `${prefix}${tail}`.slice(0, 50);
}

export type LongNames = {
  customer: TestUser;
  admin: TestUser;
  productName: string;
  categoryName: string;
  ticketId: string;
  code: string;
  batchLabel: string;
};

/**
 * A shop where every name is 50 characters: a customer and an admin with such usernames
 * (and display names), a category and a product, a review, a ticket, an inventory item, a
 * verification code for that product and a printed token sheet. The customer is in the
 * review queue, so their name shows there too.
 */
export async function arrangeLongNames(): Promise<LongNames> {
  const customer = await createUser({ username: longName("customer"), xp: 20615, punches: 7 });
  await sql().query("update users set name = $1 where id = $2", [
    longName("Customer Display Name "),
    customer.id,
  ]);
  const admin = await createUser({ username: longName("owner"), role: "admin" });
  const adminApi = await signedIn(ADMIN);
  const categoryName = longName("Category");
  const category = await adminApi.post<{ id: string }>("/api/categories", {
    name: categoryName,
  });
  const productName = longName("Product");
  const product = await adminApi.post<{ id: string }>("/api/products", {
    name: productName,
    description: "A product whose name is fifty characters long",
    stock: 4,
    price: 12.5,
    dealPrice: 9.99,
    category: category.body.id,
    flavors: [longName("Flavor"), "Mint"],
  });
  const productId = product.body.id;
  await adminApi.post("/api/inventory", {
    productName,
    unitPrice: 70.04,
    quantity: 1,
    fillAmount: 0,
    sellPrice: 100,
  });
  const codes = await adminApi.post<{ codes: { code: string }[] }>("/api/admin/generate-code", {
    productId,
    quantity: 1,
  });
  const customerApi = await signedIn(customer);
  await customerApi.post("/api/reviews", { productId, rating: 4, comment: "Tasty" });
  const ticket = await customerApi.post<{ id: string }>("/api/tickets", {
    subject: longName("Subject"),
    message: longName("Message"),
  });
  const batchLabel = longName("Sheet");
  await adminApi.post("/api/token-batches", {
    count: 2,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    label: batchLabel,
  });
  await sql().query(
    `insert into review_flags (user_id, day, rule, count, threshold) values ($1, '2026-11-23', 'punches', 7, 5)`,
    [customer.id],
  );
  return {
    customer,
    admin,
    productName,
    categoryName,
    ticketId: ticket.body.id,
    code: codes.body.codes[0]!.code,
    batchLabel,
  };
}
