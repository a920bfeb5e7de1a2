import { closeDb, sql } from "../../support/api";

afterAll(closeDb);

// Deleting an account makes PostgreSQL find the rows of every table that refers to users
// (to delete them or clear the reference): without an index on the referring column, each
// deletion reads the whole table, and deleting many accounts reads it once per account.
describe("foreign keys to users", () => {
  it("each has an index that starts with its column", async () => {
    const { rows } = await sql().query<{ column: string }>(
      `select c.conrelid::regclass::text || '.' || a.attname as column
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'f' and c.confrelid = 'users'::regclass
         and not exists (
           select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
       order by 1`,
    );
    // One row per printed token sheet, the one settings row, the one program row and the five
    // automations: nothing to search.
    expect(rows.map((r) => r.column)).toEqual([
      "automations.updated_by",
      "shop_program.updated_by",
      "shop_settings.updated_by",
      "token_batches.created_by",
      "token_batches.voided_by",
    ]);
  });
});
