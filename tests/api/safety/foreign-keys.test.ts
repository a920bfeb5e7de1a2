import { closeDb, sql } from "../../support/api";

afterAll(closeDb);

// Deleting an account makes PostgreSQL find the rows of every table that refers to users
// (to delete them or clear the reference), and from the rows it deletes on to the tables that
// refer to those (a customer's invitation codes, then the invitations made with them): without
// an index on the referring column, each deletion reads the whole table, and deleting many
// accounts reads it once per account. A partial index counts as no index, unless all it leaves
// out is the rows where the column is null (which no lookup by a value would find anyway).
const FOLLOWED = ["users", "invite_codes", "referrals"];

describe("foreign keys a deletion follows", () => {
  it("each has an index that starts with its column", async () => {
    const { rows } = await sql().query<{ column: string }>(
      `select c.conrelid::regclass::text || '.' || a.attname as column
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'f' and c.confrelid::regclass::text = any($1)
         and not exists (
           select 1 from pg_index i
           where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
             and (i.indpred is null
               or pg_get_expr(i.indpred, i.indrelid) = '(' || quote_ident(a.attname) || ' IS NOT NULL)'))
       order by 1`,
      [FOLLOWED],
    );
    // One row per printed token sheet, the one settings row, the one program row, the five
    // automations and the two wallet connections: nothing to search.
    expect(rows.map((r) => r.column)).toEqual([
      "automations.updated_by",
      "shop_program.updated_by",
      "shop_settings.updated_by",
      "token_batches.created_by",
      "token_batches.voided_by",
      "wallet_connections.updated_by",
    ]);
  });
});
