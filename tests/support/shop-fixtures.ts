import type { Client, cast } from "./api";
import { png, productBody, upload } from "./catalog";
import { insertCode, insertToken } from "./rewards";
import type { Created } from "./safety";

/** Creates a row through the API as a test's arrangement; anything but `expected` stops the test. */
export async function arrange(client: Client, path: string, body: unknown, expected = 201) {
  const answer = await client.post<{ id: string }>(path, body);
  if (answer.status !== expected)
    throw new Error(`arranging ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

/**
 * A small shop for the safety suites to act on: two of each thing an admin manages (one to
 * change, a spare to delete), customer A's ticket and reviews, A's level-up token, a product
 * code and an uploaded picture. Every row is named after `label` and registered in `created`.
 */
export async function arrangeShop(
  { admin, customerA, a }: Awaited<ReturnType<typeof cast>>,
  label: string,
  created: Created,
) {
  const category = await arrange(admin, "/api/categories", { name: label });
  const spareCategory = await arrange(admin, "/api/categories", { name: `${label} spare` });
  const product = await arrange(admin, "/api/products", productBody({ name: label, category }));
  const spareProduct = await arrange(
    admin,
    "/api/products",
    productBody({ name: `${label} spare` }),
  );
  const announcement = await arrange(admin, "/api/announcements", {
    title: label,
    content: "Hello",
  });
  const spareAnnouncement = await arrange(admin, "/api/announcements", {
    title: `${label} spare`,
    content: "Bye",
  });
  const post = { content: "Soon", category: "My Story" };
  const draft = await arrange(admin, "/api/blog", { title: label, ...post });
  const spareDraft = await arrange(admin, "/api/blog", { title: `${label} spare`, ...post });
  const spareItem = await arrange(admin, "/api/inventory", {
    productName: label,
    unitPrice: 1,
    quantity: 2,
    fillAmount: 1,
    sellPrice: 3,
  });
  const ticket = await arrange(customerA, "/api/tickets", {
    subject: label,
    message: "Card lost",
  });
  const review = await arrange(customerA, "/api/reviews", {
    productId: product,
    rating: 5,
    comment: "Great",
  });
  const spareReview = await arrange(customerA, "/api/reviews", { productId: product, rating: 2 });
  const levelUpToken = await insertToken({ ownerId: a.id });
  const code = await insertCode(product);
  const picture = await upload(admin, { name: "dot.png", type: "image/png", bytes: png(2, 2) });
  const uploaded = String(picture.body.url).split("/").pop()!;

  created.add("categories", category, spareCategory);
  created.add("products", product, spareProduct);
  created.add("announcements", announcement, spareAnnouncement);
  created.add("blog_posts", draft, spareDraft);
  created.add("inventory_items", spareItem);
  created.add("uploads", uploaded);
  return {
    category,
    spareCategory,
    product,
    spareProduct,
    announcement,
    spareAnnouncement,
    draft,
    spareDraft,
    spareItem,
    ticket,
    review,
    spareReview,
    levelUpToken,
    code,
    upload: uploaded,
  };
}

export type Shop = Awaited<ReturnType<typeof arrangeShop>>;
