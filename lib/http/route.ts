import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { SIGN_IN_TO_CONTINUE } from "@/lib/auth/messages";
import { requestSessionUser, type SessionUser } from "@/lib/auth/session";
import { isForeignKeyViolation } from "@/lib/db/errors";
import { requestLocale } from "@/lib/i18n/request-locale";
import { translatorFor } from "@/lib/i18n/server";
import { translateText, type Translate } from "@/lib/i18n/text";
import { bodyLimitOf, readBodyText } from "./body";
import { ApiError } from "./errors";
import { NOT_FOUND } from "./params";
import { isCrossOrigin } from "./same-origin";

/** Who may call: "staff" is the counter's calls, which staff and admins make alike. */
type Access = "public" | "signed-in" | "user" | "staff" | "admin";
type Params = Record<string, string | string[] | undefined>;

type Context<S extends z.ZodType | undefined, A extends Access, P extends z.ZodType | undefined> = {
  req: Request;
  input: S extends z.ZodType ? z.output<S> : undefined;
  user: A extends "public" ? SessionUser | null : SessionUser;
  params: P extends z.ZodType ? z.output<P> : Params;
};

/** Three options at most: who may call, the body or query, and the address segments. */
type Options<S extends z.ZodType | undefined, A extends Access, P extends z.ZodType | undefined> = {
  role: A;
  input?: S;
  params?: P;
};

/** True when any key or string inside `root` holds a NUL character (walked without recursion). */
function containsNul(root: unknown): boolean {
  const pending = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes("\u0000")) return true;
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes("\u0000")) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * GET inputs come from the query string, everything else from a JSON body of at most
 * `limit` bytes (413 as soon as it passes them, before anything is parsed). PostgreSQL text
 * cannot hold NUL characters, so they are refused here instead of failing in the database.
 */
async function readInput(req: Request, limit: number): Promise<unknown> {
  let input: unknown;
  if (req.method === "GET" || req.method === "HEAD") {
    input = Object.fromEntries(new URL(req.url).searchParams);
  } else {
    const text = await readBodyText(req, limit);
    if (text.trim() === "") return {};
    try {
      input = JSON.parse(text);
    } catch {
      throw new ApiError("bad_request", "The request body is not valid JSON.");
    }
  }
  if (containsNul(input)) throw new ApiError("bad_request", "Text cannot contain NUL characters.");
  return input;
}

/**
 * The address names a resource: a segment that fails its schema (a malformed id) names
 * nothing, so the answer is 404 with the schema's message (see idParams), not 400.
 */
async function readParams(
  schema: z.ZodType | undefined,
  segment: { params: Promise<Params> } | undefined,
): Promise<unknown> {
  const raw = segment?.params ? await segment.params : {};
  if (!schema) return raw;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new ApiError("not_found", parsed.error.issues[0]?.message ?? NOT_FOUND);
}

export function errorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) {
    const headers = error.retryAfter ? { "Retry-After": String(error.retryAfter) } : undefined;
    return NextResponse.json(error.toBody(), { status: error.status, headers });
  }
  if (error instanceof z.ZodError) {
    const first = error.issues[0];
    const body = new ApiError("bad_request", first?.message ?? "Invalid input", error.issues);
    return NextResponse.json(body.toBody(), { status: 400 });
  }
  console.error("[api] unexpected error:", error);
  const body = new ApiError("internal", "Something went wrong on our side. Please try again.");
  return NextResponse.json(body.toBody(), { status: 500 });
}

/**
 * The one wrapper every API handler goes through: same-origin check for writes, session
 * and role, zod input, the address's ids (404 when malformed), and every thrown error
 * turned into the one JSON error shape.
 */
export function route<
  A extends Access,
  S extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(options: Options<S, A, P>, handler: (ctx: Context<S, A, P>) => Promise<unknown>) {
  return async (req: Request, segment: { params: Promise<Params> }): Promise<Response> => {
    try {
      if (isCrossOrigin(req)) {
        throw new ApiError("forbidden", "Cross-site requests are not allowed.");
      }
      const user =
        options.role === "public"
          ? await requestSessionUser(req)
          : await requireRole(req, options.role);
      const input = options.input
        ? options.input.parse(await readInput(req, bodyLimitOf(options.input)))
        : undefined;
      const params = await readParams(options.params, segment);
      const result = await handler({ req, input, user, params } as Context<S, A, P>);
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? { ok: true });
    } catch (error) {
      return errorResponse(await inReadersLanguage(await explainRace(req, error)));
    }
  };
}

/**
 * The refusal in the caller's language (lib/i18n/request-locale.ts): its message and each
 * issue's, when they are catalogue keys (lib/i18n/text.ts). The code never changes with the
 * language. Anything else goes out as it is.
 */
async function inReadersLanguage(error: unknown): Promise<unknown> {
  if (!(error instanceof ApiError) && !(error instanceof z.ZodError)) return error;
  let t: Translate;
  try {
    t = await translatorFor(await requestLocale());
  } catch (failure) {
    console.error("[api] could not translate a refusal:", failure);
    return error;
  }
  // In place: a refusal may be a subclass with its own body (a login link's reason).
  if (error instanceof ApiError) error.message = translateText(error.message, t);
  const issues: unknown = error.issues;
  if (Array.isArray(issues)) {
    for (const issue of issues) {
      const message = (issue as { message?: unknown } | null)?.message;
      if (typeof message === "string")
        (issue as { message: string }).message = translateText(message, t);
    }
  }
  return error;
}

/**
 * A foreign key refused a row because what it pointed at was deleted while this request ran
 * (most often: the caller's own account, deleted beside a redemption of theirs). Their
 * session ended with the account, so that is a 401; anything else is gone, a 404.
 */
async function explainRace(req: Request, error: unknown): Promise<unknown> {
  if (!isForeignKeyViolation(error)) return error;
  const user = await requestSessionUser(req).catch(() => null);
  return user
    ? new ApiError("not_found", "This was deleted meanwhile. Reload and try again.")
    : new ApiError("unauthorized", SIGN_IN_TO_CONTINUE);
}

async function requireRole(req: Request, role: Exclude<Access, "public">): Promise<SessionUser> {
  const user = await requestSessionUser(req);
  if (!user) throw new ApiError("unauthorized", SIGN_IN_TO_CONTINUE);
  const allowed =
    role === "signed-in" || user.role === role || (role === "staff" && user.role === "admin");
  if (!allowed) {
    throw new ApiError("forbidden", "You do not have access to this.");
  }
  return user;
}

export function created(body: unknown): NextResponse {
  return NextResponse.json(body, { status: 201 });
}
