import type { Client as Pg } from "pg";
import { closeDb } from "../support/api";
import { migrate, scratchDatabase } from "../support/migrations";

afterAll(closeDb);

const UNIQUE = "_category_names_unique";

describe("the unique category names migration", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Pg;

  beforeAll(async () => {
    scratch = await scratchDatabase("punchcard_category_names");
    db = scratch.db;
  });
  afterAll(() => scratch?.drop());

  it("renames duplicates in the order they were created and keeps their products", async () => {
    await migrate(db, "before", UNIQUE);
    // Stored out of creation order on purpose: the rename follows created_at, then id.
    // "Snacks" and "snacks" were created in the same instant, so the smaller id is the older.
    const categories: [string, string, string][] = [
      ["00000000-0000-4000-8000-000000000006", "DRINKS", "2026-01-01 10:03"],
      ["00000000-0000-4000-8000-000000000002", "drinks", "2026-01-01 10:01"],
      ["00000000-0000-4000-8000-000000000001", "Drinks", "2026-01-01 10:00"],
      ["00000000-0000-4000-8000-000000000003", "Drinks (2)", "2026-01-01 09:00"],
      ["00000000-0000-4000-8000-000000000005", "DRINKS (2)", "2026-01-01 10:02"],
      ["00000000-0000-4000-8000-000000000008", "Snacks", "2026-01-01 10:00"],
      ["00000000-0000-4000-8000-000000000007", "snacks", "2026-01-01 10:00"],
      ["00000000-0000-4000-8000-000000000009", "Coffee", "2026-01-01 10:00"],
    ];
    for (const [id, name, createdAt] of categories) {
      await db.query("insert into categories (id, name, created_at) values ($1, $2, $3)", [
        id,
        name,
        createdAt,
      ]);
      await db.query(
        "insert into products (name, description, price_cents, category_id) values ($1, '', 100, $2)",
        [`${name} product`, id],
      );
    }

    await migrate(db, "from", UNIQUE);

    const { rows } = await db.query<{ id: string; name: string }>(
      "select id, name from categories",
    );
    const names = Object.fromEntries(rows.map((r) => [r.id, r.name]));
    expect(names).toEqual({
      // The oldest of each spelling keeps its name.
      "00000000-0000-4000-8000-000000000001": "Drinks",
      "00000000-0000-4000-8000-000000000003": "Drinks (2)",
      "00000000-0000-4000-8000-000000000007": "snacks",
      "00000000-0000-4000-8000-000000000009": "Coffee",
      // "drinks (2)" is "Drinks (2)" in another case, so the next one free is (3) …
      "00000000-0000-4000-8000-000000000002": "drinks (3)",
      // … and "DRINKS (3)" is now "drinks (3)", so (4).
      "00000000-0000-4000-8000-000000000006": "DRINKS (4)",
      "00000000-0000-4000-8000-000000000005": "DRINKS (2) (2)",
      "00000000-0000-4000-8000-000000000008": "Snacks (2)",
    });

    const products = await db.query<{ name: string; category_id: string }>(
      "select name, category_id from products",
    );
    expect(Object.fromEntries(products.rows.map((p) => [p.name, p.category_id]))).toEqual(
      Object.fromEntries(categories.map(([id, name]) => [`${name} product`, id])),
    );

    for (const name of ["drinks", "DRINKS (4)", "SNACKS (2)"]) {
      await expect(
        db.query("insert into categories (name) values ($1)", [name]),
      ).rejects.toMatchObject({ code: "23505", constraint: "categories_name_lower_key" });
    }
  });
});
