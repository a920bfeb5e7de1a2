import "server-only";
import { db, type Tx } from "@/lib/db/client";
import { shopProgram as table, type ShopProgramRow } from "@/lib/db/schema";
import { serverMemo } from "@/lib/server-memo";

/** The shop's program as GET /api/program answers it. */
export type ShopProgram = Omit<ShopProgramRow, "id" | "updatedAt" | "updatedBy">;

// As the settings: each app server keeps the row a moment, so the busiest paths (a
// redemption opening a next card, a join) need no extra query.
const FRESH_MS = 2_000;

function pick(row: ShopProgramRow): ShopProgram {
  const program: Partial<ShopProgramRow> = { ...row };
  delete program.id;
  delete program.updatedAt;
  delete program.updatedBy;
  return program as ShopProgram;
}

/**
 * The program row, read in `tx` when given (a card opening inside a reward transaction reads
 * the program there). The first read of a new database writes SPEC.md's program (the
 * columns' defaults).
 */
export async function readProgram(tx: Tx | typeof db = db): Promise<ShopProgram> {
  const [row] = await tx.select().from(table).limit(1);
  if (row) return pick(row);
  await tx.insert(table).values({}).onConflictDoNothing();
  const [made] = await tx.select().from(table).limit(1);
  return pick(made!);
}

const memo = serverMemo("shop-program", FRESH_MS, () => readProgram());

/** The program, at most a couple of seconds old. */
export function getProgram(): Promise<ShopProgram> {
  return memo.get();
}

/** After this server saved a change, its own next read sees it at once. */
export function forgetProgram() {
  memo.forget();
}
