import "server-only";
import { ApiError } from "@/lib/http/errors";
import { SIGN_IN_WITH_POST } from "./messages";

const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];
const BAD_CALLBACK = "errors.auth.badCallback";

/** next-auth's own test for a callback address: a path on this site or an absolute http(s) URL. */
function isCallbackUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return /^https?:$/.test(
      new URL(value, value.startsWith("/") ? "http://localhost" : undefined).protocol,
    );
  } catch {
    return false;
  }
}

function callbackCookies(req: Request): string[] {
  const values: string[] = [];
  for (const pair of (req.headers.get("cookie") ?? "").split(";")) {
    const [name = "", ...rest] = pair.trim().split("=");
    if (!CALLBACK_COOKIES.includes(name)) continue;
    try {
      values.push(decodeURIComponent(rest.join("=")));
    } catch {
      // next-auth never sees a cookie it cannot decode
    }
  }
  return values;
}

/** The body as next-auth reads it: JSON or a form; undefined when the JSON does not parse. */
async function readBody(req: Request): Promise<unknown> {
  if (req.method !== "POST") return {};
  const type = req.headers.get("content-type") ?? "";
  const text = await req.clone().text();
  if (type.includes("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams(text));
  if (!type.includes("application/json")) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * What next-auth answers with a 500 though the request is at fault: a GET of the credentials
 * callback (it takes only POST), a JSON body it cannot parse, a callback address that is not
 * one (it calls that a server configuration error). Refused here as a 400.
 */
export async function refuseNextAuthInput(
  req: Request,
  action: string | undefined,
): Promise<ApiError | null> {
  if (req.method === "GET" && action === "callback") {
    return new ApiError("bad_request", SIGN_IN_WITH_POST);
  }
  const body = await readBody(req);
  if (body === undefined) return new ApiError("bad_request", "errors.http.invalidJson");
  const fromBody =
    body !== null && typeof body === "object" && "callbackUrl" in body ? [body.callbackUrl] : [];
  // Like next-auth, only values that are there (truthy) count.
  const callbacks = [
    ...new URL(req.url).searchParams.getAll("callbackUrl"),
    ...fromBody,
    ...callbackCookies(req),
  ].filter(Boolean);
  return callbacks.every(isCallbackUrl) ? null : new ApiError("bad_request", BAD_CALLBACK);
}

/**
 * next-auth's error endpoint sends the browser to our sign-in page with the `error` value
 * pasted into the Location header unencoded, so a character outside Latin-1 makes it throw
 * (a 500). The same redirect, built here with the value encoded.
 */
export function errorPageRedirect(req: Request, segments: string[]): Response {
  const error = new URL(req.url).searchParams.get("error") ?? segments[1] ?? "Default";
  return new Response(null, {
    status: 302,
    headers: { Location: `/login?error=${encodeURIComponent(error)}` },
  });
}
