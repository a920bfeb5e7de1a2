import { NextResponse, type NextRequest } from "next/server";
import { accessRedirect } from "@/lib/auth/access";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "@/lib/auth/cookie";
import { readClaims } from "@/lib/auth/claims";
import { contentSecurityPolicy, newNonce, ownsItsPolicy } from "@/lib/security/headers";

const dev = process.env.NODE_ENV === "development";

/**
 * Redirects only (SPEC §2 access rules), from the session cookie's signed claims. The real
 * checks run again on the server in every layout and API handler. Also sets each page's
 * Content-Security-Policy with a fresh nonce: Next.js reads it from the request's policy
 * header and puts it on its own inline scripts, so no other inline script can run.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // A broken %-escape makes Next.js itself answer 500 before any route runs: refuse it here.
  try {
    decodeURIComponent(pathname);
    decodeURIComponent(new URL(request.url).search);
  } catch {
    return NextResponse.json(
      { error: "This address is not valid.", code: "bad_request" },
      { status: 400 },
    );
  }
  // API answers get their policy from next.config.ts; only an escaped address reaches here.
  if (ownsItsPolicy(pathname) || pathname.startsWith("/api/")) return NextResponse.next();
  const policy = contentSecurityPolicy({ dev, nonce: newNonce() });
  const withPolicy = (response: NextResponse) => {
    response.headers.set("Content-Security-Policy", policy);
    return response;
  };

  const raw =
    request.cookies.get(SECURE_SESSION_COOKIE)?.value ?? request.cookies.get(SESSION_COOKIE)?.value;
  const claims = await readClaims(raw);
  const target = accessRedirect(pathname, search, claims ? { role: claims.role } : null);
  if (target) return withPolicy(NextResponse.redirect(new URL(target, request.url)));

  // Layout guards read the address from these to build the same redirects.
  const headers = new Headers(request.headers);
  headers.set("x-punchcard-pathname", pathname);
  headers.set("x-punchcard-search", search);
  headers.set("Content-Security-Policy", policy);
  return withPolicy(NextResponse.next({ request: { headers } }));
}

export const config = {
  // Not /api/upload: the proxy would buffer (and cap) a 50 MB video's body. Not an API address
  // without a "%" either: the proxy has nothing to do for it (no nonce, no redirect), and
  // running it cost a redemption about a sixth of its app-server CPU. An API address with an
  // escape still comes here, since a broken one in an id would make Next.js answer 500.
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|icons|sw.js|manifest.webmanifest|api/upload|api/[^%]*$).*)",
  ],
};
