import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { punchCards, users } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import { ApiError } from "@/lib/http/errors";
import { issueSignInQr, type SignInQr } from "@/lib/login-links/sign-in-qr";
import { newCard } from "@/lib/rewards/new-card";
import { removeAccount } from "@/lib/users/accounts";
import { USERNAME_TAKEN } from "@/lib/users/messages";

// The setup guide's first punch: the owner signs their own phone in as a test customer (a real
// account and card, users.is_test), scans the counter's QR and sees what a customer sees. The
// account counts in none of the shop's figures (lib/db/test-customer-sql.ts and the triggers
// of drizzle/0030_test-customer.sql) and is deleted with its history when the owner is done.

const USERNAME = "test-customer";
// Another account may already be called test-customer: the next free name of a few.
const NAMES = [USERNAME, ...Array.from({ length: 8 }, (_, i) => `${USERNAME}-${i + 2}`)];

export type TestCustomer = { id: string; username: string };

/** The shop's test customer, if the owner made one. */
export async function findTestCustomer(): Promise<TestCustomer | null> {
  const [customer] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.isTest, true), eq(users.role, "user")))
    .orderBy(users.createdAt)
    .limit(1);
  return customer ?? null;
}

/** The test customer, made with its empty card the first time (one, whoever asks at once). */
async function ensureTestCustomer(): Promise<TestCustomer> {
  return transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('setup.test-customer'))`);
    const [existing] = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(and(eq(users.isTest, true), eq(users.role, "user")))
      .limit(1);
    if (existing) return existing;
    const taken = await tx
      .select({ username: users.username })
      .from(users)
      .where(sql`${users.username} like ${`${USERNAME}%`}`);
    const names = new Set(taken.map((t) => t.username));
    const username = NAMES.find((n) => !names.has(n));
    if (!username) throw new ApiError("conflict", USERNAME_TAKEN);
    const [made] = await tx
      .insert(users)
      .values({ username, role: "user", isTest: true })
      .returning({ id: users.id, username: users.username });
    await tx.insert(punchCards).values({ userId: made!.id, ...(await newCard(tx)) });
    return made!;
  });
}

/**
 * A one-off sign-in QR for the owner's phone, onto the test customer's card (made now if there
 * is none): the same 10-minute, single-use link as a customer's sign-in QR at the counter.
 */
export async function testCustomerQr({
  issuedBy,
  origin,
}: {
  issuedBy: string;
  origin: string;
}): Promise<SignInQr & { username: string }> {
  const customer = await ensureTestCustomer();
  const qr = await issueSignInQr({ customerId: customer.id, issuedBy, origin });
  return { ...qr, username: customer.username };
}

/** Deletes the test customers with their cards and history; answers how many went. */
export async function deleteTestCustomers(): Promise<number> {
  const found = await db.select({ id: users.id }).from(users).where(eq(users.isTest, true));
  let deleted = 0;
  for (const { id } of found) {
    try {
      await removeAccount(id);
      deleted += 1;
    } catch (error) {
      // Another admin's click deleted it first.
      if (!(error instanceof ApiError && error.code === "not_found")) throw error;
    }
  }
  return deleted;
}
