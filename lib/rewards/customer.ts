import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { CUSTOMER_NOT_FOUND } from "./messages";

/** Only a customer has a card and XP: an admin or an unknown id is not found (the route checked its shape). */
export async function findCustomer(tx: Tx, userId: string) {
  const [customer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "user")));
  if (!customer) throw customerGone();
}

/** Staff or an admin acting on a customer deleted meanwhile is told so (404), not asked to sign in. */
export const customerGone = () => new ApiError("not_found", CUSTOMER_NOT_FOUND);
