import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { assertNotLimited, clear, hit, type Limit } from "@/lib/security/rate-limit";
import { decoyVerify, verifyPassword } from "./password";

// Failed sign-ins: 5 per account and 30 per client address in 15 minutes.
export const ACCOUNT_LIMIT: Limit = { limit: 5, windowSeconds: 15 * 60 };
export const ADDRESS_LIMIT: Limit = { limit: 30, windowSeconds: 15 * 60 };

const TOO_MANY = "Too many failed sign-in attempts.";

/** Checks a username and password; counts failures per account and per address. */
export async function checkCredentials({
  username,
  password,
  ip,
}: {
  username: string;
  password: string;
  ip: string;
}) {
  const accountKey = `login:user:${username}`;
  const addressKey = `login:ip:${ip}`;
  await assertNotLimited([accountKey], ACCOUNT_LIMIT, TOO_MANY);
  await assertNotLimited([addressKey], ADDRESS_LIMIT, TOO_MANY);

  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  const ok = user
    ? await verifyPassword(user.passwordHash, password)
    : (await decoyVerify(password), false);
  if (!user || !ok) {
    await Promise.all([hit(accountKey, ACCOUNT_LIMIT), hit(addressKey, ADDRESS_LIMIT)]);
    throw new ApiError("unauthorized", "Invalid username or password");
  }
  await clear(accountKey);
  return user;
}
