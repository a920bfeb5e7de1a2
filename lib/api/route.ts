import "server-only";
// What follows a card's change listens from here on (lib/events): every handler changes cards through route().
import "@/lib/follow-ups";
import { NextResponse } from "next/server";
import { z } from "zod";
import { SIGN_IN_TO_CONTINUE } from "@/lib/auth/messages";
import { requestSessionUser, type SessionUser } from "@/lib/auth/session";
import { isForeignKeyViolation } from "@/lib/db/errors";
import { requestLocale } from "@/lib/auth/request-locale";
import { translatorFor } from "@/lib/i18n/server";
import { m, readKey, translateText, type Translate } from "../i18n/text.ts";
import { bodyLimitOf, readBodyText } from "@/lib/http/body";
import { ApiError } from "@/lib/http/errors";
import { NOT_FOUND } from "@/lib/http/params";
import { isCrossOrigin } from "@/lib/http/same-origin";

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
      throw new ApiError("bad_request", "errors.http.invalidJson");
    }
  }
  if (containsNul(input)) throw new ApiError("bad_request", "errors.http.nulCharacters");
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

const INVALID_INPUT = "errors.http.invalidInput";

/**
 * Any thrown error as the one error shape: an ApiError as it is, a failed parse as a 400 with
 * its issues, anything else as a 500 (logged) that says nothing of our insides.
 */
function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) {
    return new ApiError("bad_request", error.issues[0]?.message ?? INVALID_INPUT, error.issues);
  }
  console.error("[api] unexpected error:", error);
  return new ApiError("internal", "errors.http.internal");
}

/** The error's JSON answer, its words as they are (see refusalResponse for the reader's language). */
export function errorResponse(error: unknown): NextResponse {
  const refusal = asApiError(error);
  const headers = refusal.retryAfter ? { "Retry-After": String(refusal.retryAfter) } : undefined;
  return NextResponse.json(refusal.toBody(), { status: refusal.status, headers });
}

/** The error's JSON answer in the caller's language: for handlers outside route(). */
export async function refusalResponse(error: unknown): Promise<NextResponse> {
  return errorResponse(await inReadersLanguage(asApiError(error)));
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
        throw new ApiError("forbidden", "errors.http.crossSite");
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
      return refusalResponse(await explainRace(req, error));
    }
  };
}

/**
 * A key with its values in the reader's language, values that are keys themselves included
 * ("Line 4: {message}" whose message is a zod issue's key); other text as it is.
 */
function translateDeep(text: string, t: Translate): string {
  const read = readKey(text);
  if (!read) return text;
  const values = Object.fromEntries(
    Object.entries(read.values).map(([name, value]) => [
      name,
      typeof value === "string" ? translateDeep(value, t) : value,
    ]),
  );
  return translateText(m(read.key, values), t);
}

/**
 * A sentence from lib/ that an answer carries without refusing (a form's live check, a dry
 * run's problems), in the caller's language; other text as it is.
 */
export async function callersWords(): Promise<(text: string) => string> {
  const t = await translatorFor(await requestLocale());
  return (text) => translateDeep(text, t);
}

/**
 * The refusal in the caller's language (lib/auth/request-locale.ts): its message and each
 * issue's, when they are catalogue keys (lib/i18n/text.ts). The code never changes with the
 * language. Anything else goes out as it is.
 */
async function inReadersLanguage(error: ApiError): Promise<ApiError> {
  // A refusal's words must never turn it into a 500: if they cannot be put in the reader's
  // language, it goes out as written (its keys), with a log line.
  try {
    return await translated(error);
  } catch (failure) {
    console.error("[api] could not translate a refusal:", error.message, failure);
    return error;
  }
}

async function translated(error: ApiError): Promise<ApiError> {
  const t: Translate = await translatorFor(await requestLocale());
  const issues: unknown = error.issues;
  const translatedIssues: unknown[] | undefined = Array.isArray(issues)
    ? issues.map((issue: unknown) => {
        const message = (issue as { message?: unknown } | null)?.message;
        return typeof message === "string"
          ? { ...(issue as object), message: translateDeep(message, t) }
          : issue;
      })
    : undefined;
  // A copy of the same class, so a refusal with more to say (a login link's reason) keeps it.
  const translated = Object.assign(Object.create(Object.getPrototypeOf(error) as object), error, {
    issues: translatedIssues ?? error.issues,
  }) as ApiError;
  translated.message = translateDeep(error.message, t);
  return translated;
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
    ? new ApiError("not_found", "errors.http.deletedMeanwhile")
    : new ApiError("unauthorized", SIGN_IN_TO_CONTINUE);
}

async function requireRole(req: Request, role: Exclude<Access, "public">): Promise<SessionUser> {
  const user = await requestSessionUser(req);
  if (!user) throw new ApiError("unauthorized", SIGN_IN_TO_CONTINUE);
  const allowed =
    role === "signed-in" || user.role === role || (role === "staff" && user.role === "admin");
  if (!allowed) {
    throw new ApiError("forbidden", "errors.http.noAccess");
  }
  return user;
}

export function created(body: unknown): NextResponse {
  return NextResponse.json(body, { status: 201 });
}
