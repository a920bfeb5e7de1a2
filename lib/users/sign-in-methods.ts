import "server-only";
import { eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

/**
 * How an account signs in: whether it has a password (a customer may have none). `exists` is
 * false for an account deleted since its session was checked.
 */
export async function getSignInMethods(
  userId: string,
): Promise<{ exists: boolean; hasPassword: boolean }> {
  const [row] = await db
    .select({ hasPassword: sql<boolean>`${users.passwordHash} is not null` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { exists: row !== undefined, hasPassword: row?.hasPassword ?? false };
}
