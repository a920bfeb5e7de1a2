/** @jest-environment node */
import { eq } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { products, punchCards, punchTokens, verificationCodes } from "@/lib/db/schema";
import { cardLockColumns, codeLockColumns, tokenLockColumns } from "@/lib/rewards/lock-columns";
import { CARD_LOCK, CODE_LOCK, TOKEN_LOCK } from "./floor.mjs";

// The floor sends the app's SQL statements themselves (lib/rewards/reward-sql.ts); the row
// reads the app builds with Drizzle's query builder it keeps as text. Built here from the
// app's own columns, they must be that text: a column added to a read, or to products, fails.
const qb = new QueryBuilder();

test("the floor locks the token with the statement the app's redemption sends", () => {
  const { sql } = qb
    .select(tokenLockColumns)
    .from(punchTokens)
    .where(eq(punchTokens.id, "t"))
    .for("update")
    .toSQL();
  expect(TOKEN_LOCK).toBe(sql);
});

test("the floor locks the card with the statement lockCard sends", () => {
  const { sql } = qb
    .select(cardLockColumns)
    .from(punchCards)
    .where(eq(punchCards.userId, "u"))
    .for("update")
    .toSQL();
  expect(CARD_LOCK).toBe(sql);
});

test("the floor locks the code with the statement the app's verification sends", () => {
  const { sql } = qb
    .select(codeLockColumns)
    .from(verificationCodes)
    .leftJoin(products, eq(products.id, verificationCodes.productId))
    .where(eq(verificationCodes.code, "c"))
    .for("update", { of: verificationCodes })
    .toSQL();
  expect(CODE_LOCK).toBe(sql);
});
