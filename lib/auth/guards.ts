import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { accessRedirect, homeFor } from "./access";
import { getSessionUser, type SessionUser } from "./session";

/**
 * Server-side twin of proxy.ts: layouts call these so a screen is never rendered for the
 * wrong viewer, even if the proxy were bypassed. proxy.ts passes the address along.
 */
async function enforce(): Promise<SessionUser | null> {
  const user = await getSessionUser();
  const h = await headers();
  const pathname = h.get("x-punchcard-pathname") ?? "/";
  const search = h.get("x-punchcard-search") ?? "";
  const target = accessRedirect(pathname, search, user);
  if (target) redirect(target);
  return user;
}

export async function requireAdmin(): Promise<SessionUser> {
  const user = await enforce();
  if (!user || user.role !== "admin") redirect("/login");
  return user;
}

export async function requireCustomer(): Promise<SessionUser> {
  const user = await enforce();
  if (!user) redirect("/login");
  if (user.role !== "user") redirect(homeFor(user.role));
  return user;
}

/** The counter's screens: staff and admins. */
export async function requireStaff(): Promise<SessionUser> {
  const user = await enforce();
  if (!user) redirect("/login");
  if (user.role === "user") redirect(homeFor(user.role));
  return user;
}

export async function requireSignedIn(): Promise<SessionUser> {
  const user = await enforce();
  if (!user) redirect("/login");
  return user;
}
