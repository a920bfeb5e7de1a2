import "server-only";
import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { punchCards, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { m } from "../i18n/text.ts";
import { issueLoginLinks, loginLinkPath } from "@/lib/login-links/links";
import { randomPassword } from "@/lib/security/tokens";
import { newCard } from "@/lib/rewards/new-card";

export type BulkAccount = {
  id: string;
  username: string;
  password: string;
  autoLoginUrl: string;
  expiresAt: Date;
};

const FIRST = 1000;
const LAST = 9999;

/** Picks `count` distinct 4-digit numbers that no account uses yet. */
async function freeUsernames(tx: Tx, count: number): Promise<string[]> {
  const taken = await tx.execute<{ username: string }>(
    sql`select ${users.username} as username from ${users} where ${users.username} ~ '^[0-9]{4}$'`,
  );
  const used = new Set(taken.rows.map((r) => r.username));
  const free = LAST - FIRST + 1 - used.size;
  if (free < count) {
    throw new ApiError("conflict", m("errors.users.fourDigitLeft", { count: Math.max(free, 0) }));
  }
  const picked = new Set<string>();
  while (picked.size < count) {
    const candidate = String(randomInt(FIRST, LAST + 1));
    if (!used.has(candidate)) picked.add(candidate);
  }
  return [...picked];
}

/**
 * Creates `count` customer accounts for handing out at the counter: 4-digit usernames, a
 * random password each (shown once, here), an empty punch card and a one-off login link.
 */
export async function createBulkAccounts({
  count,
  createdBy,
  origin,
}: {
  count: number;
  createdBy: string;
  origin: string;
}): Promise<BulkAccount[]> {
  const passwords = Array.from({ length: count }, () => randomPassword());
  const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
  return transaction(async (tx) => {
    const created: { id: string; username: string; index: number }[] = [];
    // Another admin may take a number at the same moment: retry only the ones that clashed.
    for (let attempt = 0; created.length < count && attempt < 5; attempt++) {
      const pending = Array.from({ length: count }, (_, i) => i).filter(
        (i) => !created.some((c) => c.index === i),
      );
      const names = await freeUsernames(tx, pending.length);
      const rows = await tx
        .insert(users)
        .values(
          pending.map((index, k) => ({
            username: names[k]!,
            role: "user" as const,
            passwordHash: hashes[index]!,
          })),
        )
        .onConflictDoNothing({ target: users.username })
        .returning({ id: users.id, username: users.username });
      for (const row of rows) {
        const index = pending[names.indexOf(row.username)]!;
        created.push({ ...row, index });
      }
    }
    if (created.length < count) throw new ApiError("conflict", "errors.users.createUsersFailed");
    const ids = created.map((c) => c.id);
    const program = await newCard(tx);
    await tx.insert(punchCards).values(ids.map((userId) => ({ userId, ...program })));
    const { tokens, expiresAt } = await issueLoginLinks(tx, { userIds: ids, createdBy });
    // Cards come back in username order, the way they are laid out for printing.
    return created
      .sort((x, y) => x.username.localeCompare(y.username))
      .map(({ id, username, index }) => ({
        id,
        username,
        password: passwords[index]!,
        autoLoginUrl: `${origin}${loginLinkPath(tokens.get(id)!)}`,
        expiresAt,
      }));
  });
}
