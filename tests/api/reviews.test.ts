import type { ReviewView } from "../../lib/community/types";
import { cast, closeDb, sql } from "../support/api";

afterAll(closeDb);

type Review = ReviewView;

async function product(name: string, hidden = false) {
  const { rows } = await sql().query<{ id: string }>(
    "insert into products (name, description, price_cents, hidden) values ($1, 'A product', 500, $2) returning id",
    [name, hidden],
  );
  return rows[0]!.id;
}

describe("/api/reviews", () => {
  let people: Awaited<ReturnType<typeof cast>>;
  let mango: string;
  let berry: string;

  beforeAll(async () => {
    people = await cast();
    mango = await product("Mango Tango");
    berry = await product("Berry Blast");
  });

  it("writes a customer's review as themselves, with the product's name, never as admin", async () => {
    const { customerA, a, b } = people;
    const answer = await customerA.post<Review>("/api/reviews", {
      productId: mango,
      rating: 4,
      comment: " Lovely ",
      userId: b.id,
      userName: "Admin",
      isAdmin: true,
      productName: "Something else",
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      productId: mango,
      productName: "Mango Tango",
      userName: a.username,
      rating: 4,
      comment: "Lovely",
      isAdmin: false,
      mine: true,
    });
    const { rows } = await sql().query<{ user_id: string }>(
      "select user_id from reviews where id = $1",
      [answer.body.id],
    );
    expect(rows[0]?.user_id).toBe(a.id);
  });

  it("flags an admin's review as admin", async () => {
    const answer = await people.admin.post<Review>("/api/reviews", { productId: mango, rating: 5 });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ isAdmin: true, userName: "admin", comment: null });
  });

  it("defaults the rating to 5 and treats a blank comment as none", async () => {
    const answer = await people.customerB.post<Review>("/api/reviews", {
      productId: berry,
      comment: "  ",
    });
    expect(answer.body).toMatchObject({ rating: 5, comment: null, productName: "Berry Blast" });
  });

  it("lists reviews newest first for signed-in users, all or for one product", async () => {
    const { customerB, anonymous } = people;
    const all = await customerB.get<Review[]>("/api/reviews");
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(3);
    const onlyMango = await customerB.get<Review[]>(`/api/reviews?productId=${mango}`);
    expect(onlyMango.body.length).toBe(2);
    expect(onlyMango.body.every((r) => r.productId === mango)).toBe(true);
    expect(onlyMango.body[0]?.isAdmin).toBe(true);
    expect((await anonymous.get("/api/reviews")).status).toBe(401);
  });

  it("gives no reader a reviewer's user id, only whether each review is their own", async () => {
    const { customerA, customerB, admin, a, b } = people;
    const mine = (await customerA.post<Review>("/api/reviews", { productId: berry, rating: 4 }))
      .body;
    for (const [reader, owner] of [
      [customerB, false],
      [admin, false],
      [customerA, true],
    ] as const) {
      const list = await reader.get<Review[]>("/api/reviews");
      expect(list.status).toBe(200);
      const raw = JSON.stringify(list.body);
      expect(raw).not.toContain(a.id);
      expect(raw).not.toContain(b.id);
      expect(list.body.every((r) => !("userId" in r))).toBe(true);
      expect(list.body.find((r) => r.id === mine.id)?.mine).toBe(owner);
    }
    expect(Object.keys((await customerB.get<Review[]>("/api/reviews")).body[0]!).sort()).toEqual([
      "comment",
      "createdAt",
      "id",
      "isAdmin",
      "mine",
      "productId",
      "productName",
      "rating",
      "userName",
    ]);
  });

  it("answers SPEC's messages: a product is required, the rating is 1 to 5", async () => {
    const { customerA } = people;
    for (const body of [{}, { productId: "" }, { rating: 3 }]) {
      expect(await customerA.post("/api/reviews", body)).toMatchObject({
        status: 400,
        body: { error: "Please select a product" },
      });
    }
    for (const rating of [0, 6, 2.5, "5"]) {
      expect(await customerA.post("/api/reviews", { productId: mango, rating })).toMatchObject({
        status: 400,
        body: { error: "Rating must be between 1 and 5" },
      });
    }
  });

  it("refuses a review of a missing or hidden product", async () => {
    const hidden = await product("Secret", true);
    for (const productId of [hidden, "00000000-0000-4000-8000-000000000000"]) {
      expect(await people.customerA.post("/api/reviews", { productId, rating: 3 })).toMatchObject({
        status: 400,
        body: { error: "Please select a product" },
      });
    }
  });

  it("lets only an admin delete a review", async () => {
    const { customerA, customerB, admin, anonymous } = people;
    const review = (await customerA.post<Review>("/api/reviews", { productId: berry, rating: 1 }))
      .body;
    expect((await customerA.delete(`/api/reviews/${review.id}`)).status).toBe(403);
    expect((await customerB.delete(`/api/reviews/${review.id}`)).status).toBe(403);
    expect((await anonymous.delete(`/api/reviews/${review.id}`)).status).toBe(401);
    expect((await sql().query("select 1 from reviews where id = $1", [review.id])).rowCount).toBe(
      1,
    );
    expect((await admin.delete(`/api/reviews/${review.id}`)).status).toBe(200);
    expect((await sql().query("select 1 from reviews where id = $1", [review.id])).rowCount).toBe(
      0,
    );
    expect((await admin.delete(`/api/reviews/${review.id}`)).status).toBe(404);
  });

  it("lets an author edit their own rating and comment, and nobody else's", async () => {
    const { customerA, customerB, admin } = people;
    const review = (
      await customerA.post<Review>("/api/reviews", { productId: berry, rating: 2, comment: "meh" })
    ).body;
    expect((await customerB.put(`/api/reviews/${review.id}`, { rating: 1 })).status).toBe(404);
    expect((await admin.put(`/api/reviews/${review.id}`, { rating: 1 })).status).toBe(404);
    const edited = await customerA.put<Review>(`/api/reviews/${review.id}`, {
      rating: 3,
      isAdmin: true,
      userName: "Admin",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      rating: 3,
      comment: "meh",
      isAdmin: false,
      userName: people.a.username,
    });
    expect(await customerA.put(`/api/reviews/${review.id}`, { rating: 9 })).toMatchObject({
      status: 400,
      body: { error: "Rating must be between 1 and 5" },
    });
  });
});
