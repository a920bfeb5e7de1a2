/**
 * The access rules of the route table, as one pure function used by proxy.ts for
 * redirects and by the layouts' guards. Answers where to send the visitor, or null.
 */
export type Viewer = { role: "user" | "staff" | "admin" } | null;

export function loginWithRedirect(pathAndQuery: string): string {
  return `/login?redirect=${encodeURIComponent(pathAndQuery)}`;
}

/**
 * A shop token's address (the counter's QR, a printed card) opened by a visitor who is not
 * signed in: the join screen, which makes an account with that token or signs an existing
 * customer in, and redeems it either way.
 */
export function joinPath(token: string): string {
  return `/join?token=${encodeURIComponent(token)}`;
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
    if (viewer.role === "staff") return "/counter";
    return viewer.role === "admin" ? null : "/login";
  }
  // The counter's screens: staff and admins.
  if (under(pathname, "/counter")) {
    if (!viewer) return loginWithRedirect(here);
    return viewer.role === "user" ? "/user/dashboard" : null;
  }
  if (under(pathname, "/user")) {
    if (!viewer) {
      const token = pathname === "/user/dashboard" && new URLSearchParams(search).get("token");
      return token ? joinPath(token) : loginWithRedirect(here);
    }
    if (viewer.role === "staff") return "/counter";
    return viewer.role === "admin" ? adminOnCustomerScreen(pathname) : null;
  }
  if (under(pathname, "/blogs") || under(pathname, "/leaderboard")) {
    return viewer ? null : loginWithRedirect(here);
  }
  return null;
}

// Any origin of our own will do: only whether the target stays on it matters.
const HOME = "http://punchcard.invalid";

/**
 * Only a path on this site may be a post-login target, never another origin. The target is
 * parsed the way a browser will parse it (which drops tabs and line breaks and reads a backslash
 * as "/"), and what comes back is the parsed path, so the browser goes exactly where was checked.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(target, HOME);
  } catch {
    return null;
  }
  if (url.origin !== HOME) return null;
  const path = url.pathname + url.search + url.hash;
  // A path that starts with "//" would name another host wherever it is used next.
  return path.startsWith("//") ? null : path;
}

export function homeFor(role: "user" | "staff" | "admin"): string {
  if (role === "staff") return "/counter";
  return role === "admin" ? "/admin/dashboard" : "/user/dashboard";
}
