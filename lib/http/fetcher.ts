import { m } from "../i18n/text.ts";
import { ApiError, isErrorCode } from "./errors";

type Options = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
};

/** Client-side fetch for our API: JSON in, JSON out, and the server's ApiError thrown back. */
export async function api<T>(
  path: string,
  { method = "GET", body, signal }: Options = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      signal,
      credentials: "same-origin",
      headers:
        body === undefined || body instanceof FormData
          ? undefined
          : { "content-type": "application/json" },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("unavailable", "errors.http.unreachable");
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = (data ?? {}) as { error?: unknown; code?: unknown; issues?: unknown };
    const code = isErrorCode(body.code)
      ? body.code
      : response.status === 401
        ? "unauthorized"
        : "internal";
    const message =
      typeof body.error === "string"
        ? body.error
        : m("errors.http.requestFailed", { method, path });
    throw new ApiError(code, message, body.issues);
  }
  return data as T;
}

/**
 * The one way to turn a failed call into toast text (a key of the `errors` catalogue or the
 * server's words, already in the reader's language: show it with useText()): the server's own words when it refused
 * the request (validation, not found, closed ticket, rate limit: status below 500), else the
 * screen's SPEC §8 sentence ('Failed to …'), since a 5xx or a lost connection says nothing
 * about what the user was doing.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}
