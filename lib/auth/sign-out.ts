import "server-only";
import { eq, sql } from "drizzle-orm";
import { cookies } from "next/headers";
import { db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { readClaims } from "./claims";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_MAX_AGE } from "./cookie";

/**
 * Ends one session on the server: its id is kept until the cookie would have expired anyway,
 * so a copy of the cookie stops working too. Old entries are swept on the way.
 */
export async function revokeSession({ sid, userId }: { sid: string; userId: string }) {
  await db.execute(sql`
    with swept as (delete from revoked_sessions where expires_at < now())
    insert into revoked_sessions (id, user_id, expires_at)
    select ${sid}, id, now() + make_interval(secs => ${SESSION_MAX_AGE}::int)
    from users where id = ${userId}::uuid
    on conflict (id) do nothing`);
}

/** Signs this browser's session out on the server, if it has one. */
export async function revokeCurrentSession(): Promise<void> {
  const store = await cookies();
  const raw = store.get(SECURE_SESSION_COOKIE)?.value ?? store.get(SESSION_COOKIE)?.value;
  const claims = await readClaims(raw);
  if (claims) await revokeSession({ sid: claims.sid, userId: claims.sub });
}

/** Ends every session of this account, on every device, this one included. */
export async function signOutEverywhere(userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}
