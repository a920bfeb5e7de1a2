import "server-only";
import { inArray } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { punchCards, rewardLedger, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { m } from "../i18n/text.ts";
import { issueLoginLinks, loginLinkPath } from "@/lib/login-links/links";
import { openCard } from "@/lib/program/card";
import { getProgram, readProgram } from "@/lib/program/read";
import { levelFromXp } from "@/lib/rewards/curve";
import { lockUserCounts } from "@/lib/users/lock-counts";
import { parseCustomerCsv, type ImportProblem, type ImportRow } from "./parse";

// Multi-row inserts of this many rows keep 10,000 customers to a few dozen statements.
const BATCH = 1_000;
// argon2 takes ~50 ms and 19 MiB a hash: a few at a time keeps the server responsive.
const HASHING_AT_ONCE = 4;

export type ImportedCustomer = { id: string; username: string; autoLoginUrl: string | null };
export type ImportCheck = { rows: number; problems: ImportProblem[] };

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Every problem of the file, including usernames that accounts already use. A balance fills
 * at most one card of the shop's program as it is now.
 */
export async function checkCustomerCsv(
  text: string,
): Promise<ImportCheck & { valid: ImportRow[] }> {
  const { cardSize } = await getProgram();
  const { rows, problems, count } = parseCustomerCsv(text, cardSize);
  for (const batch of chunks(rows)) {
    const names = batch.map((r) => r.username);
    const taken = await db
      .select({ username: users.username })
      .from(users)
      .where(inArray(users.username, names));
    const takenSet = new Set(taken.map((t) => t.username));
    for (const row of batch) {
      if (takenSet.has(row.username)) {
        const message = m("errors.import.usernameTaken", { username: row.username });
        problems.push({ line: row.line, field: "username", message });
      }
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return { rows: count, problems, valid: rows };
}

async function hashAll(rows: ImportRow[]): Promise<(string | null)[]> {
  // Null for customers who come without a password: they sign in with their login link, then
  // set a password or add a passkey on their profile.
  const hashes: (string | null)[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const i = next++;
      const pass = rows[i]!.password;
      hashes[i] = pass === null ? null : await hashPassword(pass);
    }
  };
  await Promise.all(Array.from({ length: HASHING_AT_ONCE }, worker));
  return hashes;
}

/**
 * All rows or none, in one transaction: the accounts, their cards (on the shop's program), one `import` ledger entry
 * each holding the balance brought over (so the ledger still explains every card and every
 * XP total), and a one-off login link for each customer who came without a password. The
 * kept counts are locked in key order before the commit (lockUserCounts), so an import beside
 * redemptions and verifications always commits.
 */
export async function importCustomers({
  rows,
  adminId,
  origin,
}: {
  rows: ImportRow[];
  adminId: string;
  origin: string;
}): Promise<ImportedCustomer[]> {
  const hashes = await hashAll(rows);
  return transaction(async (tx) => {
    const created: { id: string; username: string; row: ImportRow }[] = [];
    for (const batch of chunks(rows.map((row, i) => ({ row, hash: hashes[i]! })))) {
      const inserted = await tx
        .insert(users)
        .values(
          batch.map(({ row, hash }) => ({
            username: row.username,
            name: row.name,
            role: "user" as const,
            passwordHash: hash,
            xp: row.xp,
            level: levelFromXp(row.xp).level,
          })),
        )
        .onConflictDoNothing({ target: users.username })
        .returning({ id: users.id, username: users.username });
      if (inserted.length < batch.length) {
        // Someone created one of these usernames since the check: nothing is kept.
        throw new ApiError("conflict", "errors.import.usernamesTakenMeanwhile");
      }
      const byName = new Map(batch.map(({ row }) => [row.username, row]));
      for (const u of inserted) created.push({ ...u, row: byName.get(u.username)! });
    }
    // Each balance goes onto a card of the program as it is now; should the owner have made
    // cards smaller since the file was checked, what does not fit waits for the next card.
    const program = await readProgram(tx);
    for (const batch of chunks(created)) {
      await tx
        .insert(punchCards)
        .values(batch.map(({ id, row }) => ({ userId: id, ...openCard(program, row.punches) })));
      await tx.insert(rewardLedger).values(
        batch.map(({ id, row }) => ({
          userId: id,
          reason: "import" as const,
          punchDelta: row.punches,
          xpDelta: row.xp,
          cycle: 0,
          actorId: adminId,
          note: "Imported",
        })),
      );
    }
    const linkless = created.filter((c) => c.row.password === null).map((c) => c.id);
    const links = new Map<string, string>();
    for (const batch of chunks(linkless)) {
      const { tokens } = await issueLoginLinks(tx, { userIds: batch, createdBy: adminId });
      for (const [id, token] of tokens) links.set(id, `${origin}${loginLinkPath(token)}`);
    }
    // Last, so the counts' rows are held only while the transaction commits.
    await lockUserCounts(tx, {
      roles: ["user"],
      ranked: rows
        .filter((row) => row.xp > 0)
        .map((row) => ({ level: levelFromXp(row.xp).level, xp: row.xp })),
    });
    return created
      .sort((a, b) => a.row.line - b.row.line)
      .map(({ id, username }) => ({ id, username, autoLoginUrl: links.get(id) ?? null }));
  });
}
