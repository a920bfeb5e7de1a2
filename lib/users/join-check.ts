import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { takeAttempt, waitMessage, type Slowdown } from "@/lib/security/rate-limit";
import { usernameField } from "@/lib/users/schema";
import { TOO_MANY_JOINS } from "./join-messages";
import { inspectJoinToken } from "./join-token";
import { USERNAME_TAKEN } from "./messages";

// A check per pause in typing: generous, but no way to list the shop's usernames.
const CHECK_LIMIT: Slowdown = {
  limit: 300,
  windowSeconds: 15 * 60,
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
};

export type UsernameCheck = { username: string; available: boolean; message: string | null };

/**
 * Whether a username can be taken, with the sentence the join form shows under it. Only a
 * visitor holding a valid shop token may ask, so nobody can test usernames from afar.
 */
export async function checkJoinUsername({
  tokenId,
  username,
  ip,
}: {
  tokenId: string;
  username: string;
  ip: string;
}): Promise<UsernameCheck> {
  const wait = await takeAttempt([{ key: `join-check:ip:${ip}`, rule: CHECK_LIMIT }]);
  if (wait > 0) throw ApiError.retryLater(waitMessage(TOO_MANY_JOINS, wait), wait);
  const refusal = await inspectJoinToken(db, tokenId);
  if (refusal) throw refusal;
  const parsed = usernameField().safeParse(username);
  if (!parsed.success) {
    return { username, available: false, message: parsed.error.issues[0]?.message ?? null };
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, parsed.data))
    .limit(1);
  return {
    username: parsed.data,
    available: !taken,
    message: taken ? USERNAME_TAKEN : null,
  };
}
