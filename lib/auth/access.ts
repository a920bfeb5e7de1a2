/**
 * The access rules of the route table, as one pure function used by proxy.ts for
 * redirects and by the layouts' guards. Answers where to send the visitor, or null.
 */
export type Viewer = { role: "user" | "admin" } | null;

export function loginWithRedirect(pathAndQuery: string): string {
  return `/login?redirect=${encodeURIComponent(pathAndQuery)}`;
}

function under(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Where an admin who opens a customer screen is sent. */
export function adminOnCustomerScreen(pathname: string): string {
  if (pathname === "/user/dashboard" || pathname === "/user") return "/admin/dashboard";
  if (under(pathname, "/user/tickets")) return "/admin/tickets";
  if (under(pathname, "/user/reviews")) return "/admin/reviews";
  return "/login";
}

export function accessRedirect(pathname: string, search: string, viewer: Viewer): string | null {
  const here = pathname + search;
  if (under(pathname, "/admin")) {
    if (!viewer) return loginWithRedirect(here);
    return viewer.role === "admin" ? null : "/login";
  }
  if (under(pathname, "/user")) {
    if (!viewer) return loginWithRedirect(here);
    return viewer.role === "admin" ? adminOnCustomerScreen(pathname) : null;
  }
  if (under(pathname, "/blogs") || under(pathname, "/leaderboard")) {
    return viewer ? null : loginWithRedirect(here);
  }
  return null;
}

/** Only a path on this site may be a post-login target, never another origin. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) {
    return null;
  }
  return target;
}

export function homeFor(role: "user" | "admin"): string {
  return role === "admin" ? "/admin/dashboard" : "/user/dashboard";
}
