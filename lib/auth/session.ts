import "server-only";
import { eq, sql } from "drizzle-orm";
import { cookies } from "next/headers";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { revokedSessions, users, type Role } from "@/lib/db/schema";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { readClaims, type Claims } from "./claims";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./cookie";
import { requestCookies } from "./request-cookies";

/**
 * `sid`: this session's id (a session a login link opened may set a new password). `locale`:
 * the language chosen in the profile, null when none was (lib/auth/request-locale.ts).
 */
export type SessionUser = {
  id: string;
  username: string;
  name: string;
  role: Role;
  sid: string;
  locale?: Locale | null;
};

// Runs on every request: prepared once per connection (a named statement), so neither the
// query builder nor PostgreSQL's planner repeats the work each time.
const sessionUserQuery = db
  .select({
    id: users.id,
    username: users.username,
    name: users.name,
    role: users.role,
    locale: users.locale,
    sessionVersion: users.sessionVersion,
    // A signed-out session, checked in the same statement: no extra round trip per request.
    revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.id} = ${sql.placeholder("sid")})`,
  })
  .from(users)
  .where(eq(users.id, sql.placeholder("id")))
  .limit(1)
  .prepare("session_user");

/**
 * The signed-in user, re-read from the database on every request so that a deleted
 * account, a changed password or "Sign out everywhere" (new session version) and a signed-out
 * session (lib/auth/sign-out.ts) end at once.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> =>
  userOfCookies(await cookies()),
);

/**
 * The same for an API handler, from its own request: Next's request-scoped cookies() builds a
 * mutable cookie store for every call, a share of a redemption's CPU that this skips.
 */
export function requestSessionUser(req: Request): Promise<SessionUser | null> {
  return userOfCookies(requestCookies(req.headers));
}

async function userOfCookies(store: {
  get(name: string): { value: string } | undefined;
}): Promise<SessionUser | null> {
  const raw = store.get(SECURE_SESSION_COOKIE)?.value ?? store.get(SESSION_COOKIE)?.value;
  const claims = await readClaims(raw);
  return claims ? liveSessionUser(claims) : null;
}

/** The user behind a session's claims, or null once that session has ended. */
export async function liveSessionUser(claims: Claims): Promise<SessionUser | null> {
  const [row] = await sessionUserQuery.execute({ id: claims.sub, sid: claims.sid });
  if (!row || row.revoked || row.sessionVersion !== claims.sv) return null;
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    sid: claims.sid,
    locale: isLocale(row.locale) ? row.locale : null,
  };
}

/** Whether a request's session is still live and still staff's or an admin's (the counter). */
export async function isStaffSession(req: Request): Promise<boolean> {
  const user = await requestSessionUser(req);
  return user !== null && (user.role === "staff" || user.role === "admin");
}
